import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/SimplePage.tsx';

/** /boardmatch-social-media */
export default function SocialMediaPage() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.socialMedia')} />;
}
