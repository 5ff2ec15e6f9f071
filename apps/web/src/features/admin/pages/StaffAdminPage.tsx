import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/SimplePage.tsx';

/** /boardmatch-admin */
export default function StaffAdminPage() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.admin')} />;
}
