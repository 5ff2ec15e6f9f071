import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/SimplePage.tsx';

/** /charity-onboarding */
export default function CharityOnboardingPage() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.charityOnboarding')} />;
}
