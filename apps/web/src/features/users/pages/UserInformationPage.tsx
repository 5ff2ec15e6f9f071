import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/SimplePage.tsx';

/** /user-information */
export default function UserInformationPage() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.user')} />;
}
