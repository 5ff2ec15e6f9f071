import { useCallback, useState } from 'react';
import { Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CandidateProfile } from '@boardmatch/shared';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { ReleaseFormText } from '@/components/ReleaseFormText.tsx';
import { useSaveTab } from '@/features/candidates/api/save-profile-tab.ts';
import { saveWithFeedback, useRegisterSubmit, type TabFormProps } from './tab-form.ts';

/** Release Form tab (onboarding step 5): saved even when not agreed; the step counts complete only when agreed. */
export function ReleaseFormTab({ profile, candidateId, readOnly, submitRef, onSaved }: TabFormProps & { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveTab(candidateId, 'release-form');
  const [agreed, setAgreed] = useState(profile.acceptTermsAndConditions);

  const submit = useCallback(
    () => saveWithFeedback(notify, () => save.mutateAsync({ acceptTermsAndConditions: agreed }), onSaved),
    [notify, save, agreed, onSaved],
  );
  useRegisterSubmit(submitRef, submit);

  return (
    <Box>
      <Typography paragraph>{t('profile.releaseIntro')}</Typography>
      <Box sx={{ maxHeight: 400, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}>
        <ReleaseFormText />
      </Box>
      <FormControlLabel
        control={<Checkbox checked={agreed} disabled={readOnly} onChange={(e) => setAgreed(e.target.checked)} />}
        label={t('profile.fields.acceptTermsAndConditions')}
      />
    </Box>
  );
}
