import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/SimplePage.tsx';

/** /candidate-profile (title Candidate in view mode) */
export default function CandidateProfilePage() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.candidate')} />;
}
