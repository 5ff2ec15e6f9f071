import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/SimplePage.tsx';

/** /boardmatch-donations (a heading only) */
export default function DonationsPage() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.donations')} />;
}
