import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/SimplePage.tsx';

/** /candidate-training */
export default function CandidateTrainingPage() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.training')} />;
}
