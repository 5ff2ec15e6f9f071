import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/SimplePage.tsx';

/** /corporations */
export default function CorporationsPage() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.corporations')} />;
}
