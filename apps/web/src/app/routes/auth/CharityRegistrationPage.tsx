import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { storeRegistrationMessage } from '@/features/registration/registration-message.ts';
import { CharityRegistrationFields } from '@/features/registration/components/CharityRegistrationFields.tsx';
import { RegistrationPageLayout } from '@/features/registration/components/RegistrationPageLayout.tsx';
import { ReleaseAgreementDialog } from '@/features/registration/components/ReleaseAgreementDialog.tsx';
import { useCharityRegistration } from '@/features/registration/form/use-charity-registration.ts';

/** /charity-registration: validate the form, then agree to the release form in a full-screen dialog, then register. */
export default function CharityRegistrationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [releaseOpen, setReleaseOpen] = useState(false);
  const state = useCharityRegistration({
    onRegistered: () => {
      storeRegistrationMessage(t('success.charityRegisteredPage'));
      navigate('/login');
    },
  });

  const onAgreement = (agreed: boolean) => {
    state.methods.setValue('acceptTermsAndConditions', agreed);
    void state.register(state.methods.getValues());
  };

  return (
    <RegistrationPageLayout
      title={t('charityRegistration.title')}
      intro={t('charityRegistration.intro')}
      registering={state.registering}
      onRegister={() => void state.validateThen(() => setReleaseOpen(true))()}
    >
      <CharityRegistrationFields state={state} variant="page" />
      <ReleaseAgreementDialog
        open={releaseOpen}
        onClose={() => setReleaseOpen(false)}
        onSubmit={onAgreement}
        registering={state.registering}
        error={state.agreementMissing ? t('errors.agreeTerms') : undefined}
      />
    </RegistrationPageLayout>
  );
}
