import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/SimplePage.tsx';

/** /charity-admin */
export default function CharityAdminPage() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.admin')} />;
}
