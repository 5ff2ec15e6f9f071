import { useEffect, useRef, useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '@/lib/auth-context.tsx';
import { useCan } from '@/lib/use-can.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useCharityDetails } from '@/features/charities/api/get-charity-details.ts';
import { CharityDetailsForm } from '@/features/charities/components/CharityDetailsForm.tsx';
import { PositionMatchingForm } from '@/features/charities/components/PositionMatchingForm.tsx';
import { PostingSummaryDialog } from '@/features/postings/components/PostingSummaryDialog.tsx';
import { CharityProfilePanel } from '@/features/search/components/CharityPanels.tsx';
import { BoardMembersSection } from '@/features/board/components/BoardMembersSection.tsx';
import { BackgroundImageDialog } from '@/features/files/components/BackgroundImageDialog.tsx';
import { ProfileImageDialog } from '@/features/files/components/ProfileImageDialog.tsx';
import { idParam } from '@/lib/routing/id-param.ts';


/** /charity-profile: the charity's profile; EDIT (with the update permission) opens 'Update Charity'. ?chid= shows another charity. */
export default function CharityProfilePage() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const [charityId, setCharityId] = useState<number | null>(() => idParam(params.get('chid')) ?? session?.charityRepresentative?.charityId ?? null);
  const [editing, setEditing] = useState(false);
  const [postingId, setPostingId] = useState<number | null>(null);
  const [images, setImages] = useState<'profile' | 'background' | null>(null);
  const detailsRef = useRef<(() => Promise<boolean>) | null>(null);
  const matchingRef = useRef<(() => Promise<boolean>) | null>(null);
  const mayEdit = charityId !== null && can('charity.update', { charityId });
  const ownCharity = charityId !== null && charityId === session?.charityRepresentative?.charityId;
  const details = useCharityDetails(editing ? charityId : null);
  useDocumentTitle(t('pages.charityProfile'));

  // chid and forceReroute do their work once: the address keeps neither.
  useEffect(() => {
    if (!params.has('chid') && !params.has('forceReroute')) return;
    const chid = idParam(params.get('chid'));
    if (chid) setCharityId(chid);
    const next = new URLSearchParams(params);
    next.delete('chid');
    next.delete('forceReroute');
    setParams(next, { replace: true });
  }, [params, setParams]);

  const submit = async () => {
    if (!detailsRef.current || !(await detailsRef.current())) return;
    if (matchingRef.current && !(await matchingRef.current())) return;
    setEditing(false);
  };

  if (!charityId) return <Typography>{t('errors.notFound')}</Typography>;
  return (
    <Box>
      <Typography variant="h1" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('pages.charityProfile')}
      </Typography>
      {editing ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
            {t('charity.updateCharity')}
          </Typography>
          {details.data && (
            <Stack spacing={4}>
              <CharityDetailsForm details={details.data} readOnly={false} submitRef={detailsRef} />
              <PositionMatchingForm details={details.data} readOnly={false} submitRef={matchingRef} />
            </Stack>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button onClick={() => setEditing(false)}>{t('common.cancel')}</Button>
            <Button variant="contained" onClick={() => void submit()} disabled={!details.data}>
              {t('common.submit')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <>
          {mayEdit && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end', mb: 1 }}>
              <Button variant="outlined" onClick={() => setImages('profile')}>
                {t('profile.changeProfileImage')}
              </Button>
              <Button variant="outlined" onClick={() => setImages('background')}>
                {t('profile.changeBackgroundImage')}
              </Button>
              <Button variant="contained" onClick={() => setEditing(true)}>
                {t('charity.edit')}
              </Button>
            </Stack>
          )}
          {mayEdit && (
            <>
              <ProfileImageDialog owner={{ kind: 'charity', id: charityId }} open={images === 'profile'} onClose={() => setImages(null)} />
              <BackgroundImageDialog owner={{ kind: 'charity', id: charityId }} open={images === 'background'} onClose={() => setImages(null)} />
            </>
          )}
          <CharityProfilePanel
            charityId={charityId}
            signedIn
            onOpenPosting={setPostingId}
            boardMembers={ownCharity && can('board.read', { charityId }) ? <BoardMembersSection charityId={charityId} /> : undefined}
          />
          <PostingSummaryDialog postingId={postingId} onClose={() => setPostingId(null)} />
        </>
      )}
    </Box>
  );
}
