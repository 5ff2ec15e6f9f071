import { LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePrivacyTypes } from '@/features/qualifications/api/find-privacy-types.ts';
import { useQualifications } from '@/features/qualifications/api/get-qualifications.ts';
import { ResumeSection } from '@/features/qualifications/components/ResumeSection.tsx';

/** The candidate's resume in the staff candidate dialog: upload, download, delete and visibility on their behalf. */
export function CandidateResume({ candidateId }: { candidateId: number }) {
  const { t } = useTranslation();
  const qualifications = useQualifications(candidateId);
  const privacyTypes = usePrivacyTypes();
  if (!qualifications.data || !privacyTypes.data) return <LinearProgress aria-label={t('common.loading')} />;
  return <ResumeSection candidateId={candidateId} resume={qualifications.data.resume} privacyTypes={privacyTypes.data} readOnly={false} />;
}

