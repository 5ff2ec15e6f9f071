import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/SimplePage.tsx';

/** /charity-profile */
export default function CharityProfilePage() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.charityProfile')} />;
}
