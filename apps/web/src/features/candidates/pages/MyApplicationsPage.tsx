import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/SimplePage.tsx';

/** /candidate-postings */
export default function MyApplicationsPage() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.myApplications')} text={t('pages.myApplicationsText')} />;
}
