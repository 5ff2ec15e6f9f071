import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { BackgroundImageDialog } from '@/features/files/components/BackgroundImageDialog.tsx';
import { ProfileImageDialog } from '@/features/files/components/ProfileImageDialog.tsx';
import { useCandidatePageBackground } from '@/features/files/use-candidate-background.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** Change the profile image or the background image (shown behind the profile page). */
export function ProfileImageButtons({ candidateId }: { candidateId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState<'profile' | 'background' | null>(null);
  useCandidatePageBackground(candidateId);
  const reload = () => void client.invalidateQueries({ queryKey: queryKeys.candidates.me() });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <Button variant="outlined" onClick={() => setOpen('profile')}>
        {t('profile.changeProfileImage')}
      </Button>
      <Button variant="outlined" onClick={() => setOpen('background')}>
        {t('profile.changeBackgroundImage')}
      </Button>
      <ProfileImageDialog owner={{ kind: 'candidate', id: candidateId }} open={open === 'profile'} onClose={() => setOpen(null)} onChanged={reload} />
      <BackgroundImageDialog owner={{ kind: 'candidate', id: candidateId }} open={open === 'background'} onClose={() => setOpen(null)} onChanged={reload} />
    </Stack>
  );
}
