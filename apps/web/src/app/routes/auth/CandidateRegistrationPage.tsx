import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { storeRegistrationMessage } from '@/features/registration/registration-message.ts';
import { CandidateRegistrationFields } from '@/features/registration/components/CandidateRegistrationFields.tsx';
import { RegistrationPageLayout } from '@/features/registration/components/RegistrationPageLayout.tsx';
import { useCandidateRegistration } from '@/features/registration/form/use-candidate-registration.ts';

/** /registration: candidate registration as a page; success leaves a message for /login. */
export default function CandidateRegistrationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useCandidateRegistration({
    onRegistered: () => {
      storeRegistrationMessage(t('success.candidateRegisteredPage'));
      navigate('/login');
    },
  });
  return (
    <RegistrationPageLayout
      title={t('registration.candidateTitle')}
      intro={t('registration.candidateIntro')}
      registering={state.registering}
      onRegister={() => void state.submit()}
    >
      <CandidateRegistrationFields state={state} variant="page" />
    </RegistrationPageLayout>
  );
}
