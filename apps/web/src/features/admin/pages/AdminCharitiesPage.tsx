import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/SimplePage.tsx';

/** /boardmatch-charities */
export default function AdminCharitiesPage() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.adminCharities')} />;
}
