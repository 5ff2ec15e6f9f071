import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/SimplePage.tsx';

/** /boardmatch-search */
export default function AdminSearchPage() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.adminSearch')} />;
}
