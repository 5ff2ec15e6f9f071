import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/SimplePage.tsx';
import { useAuth } from '../../../lib/auth-context.tsx';

/** /candidate-onboarding: 'Candidate Onboarding' while incomplete, otherwise 'Candidate Profile'. */
export default function CandidateOnboardingPage() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const complete = session?.candidate?.onboardingComplete ?? false;
  return <SimplePage title={complete ? t('pages.candidateProfile') : t('pages.candidateOnboarding')} />;
}
