import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/SimplePage.tsx';

/** /boardmatch-training */
export default function AdminTrainingPage() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.training')} />;
}
