import { useMemo, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { formResolver } from '@/lib/form/form-resolver.ts';
import { registerCandidate } from '@/features/registration/api/register-candidate.ts';
import { candidateFormDefaults, toCandidateRegistration, type CandidateFormValues } from './candidate-form.ts';
import { invalidFormMessageKey, type ExistingAccount } from './shared-form.ts';

export type RegistrationVariant = 'dialog' | 'page';

/**
 * Candidate registration (spec 1, section 4): validate the forms, then the release agreement, then register.
 * onRegistered receives the success text the variant shows.
 */
export function useCandidateRegistration({ initialEmail = '', onRegistered }: { initialEmail?: string; onRegistered: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [existing, setExistingState] = useState<ExistingAccount | null>(null);
  const [registering, setRegistering] = useState(false);
  const [agreementMissing, setAgreementMissing] = useState(false);
  const resolver = useMemo(() => formResolver<CandidateFormValues>(() => import('./candidate-form-schema.ts').then((m) => m.candidateFormSchema(existing !== null))), [existing]);
  const methods = useForm<CandidateFormValues>({ mode: 'all', defaultValues: candidateFormDefaults(initialEmail), resolver });

  const setExisting = (value: ExistingAccount | null) => {
    setExistingState(value);
    methods.clearErrors('account');
  };

  const onInvalid = (errors: FieldErrors<CandidateFormValues>) => notify.error(t(invalidFormMessageKey(errors)));

  const submit = methods.handleSubmit(async (values) => {
    if (!values.acceptTermsAndConditions) {
      setAgreementMissing(true);
      notify.error(t('errors.agreeTerms'));
      return;
    }
    setAgreementMissing(false);
    setRegistering(true);
    try {
      await registerCandidate(toCandidateRegistration(values, existing));
      methods.reset(candidateFormDefaults());
      setExistingState(null);
      onRegistered();
    } catch (error) {
      notify.error(serverMessage(error));
    } finally {
      setRegistering(false);
    }
  }, onInvalid);

  const reset = () => {
    methods.reset(candidateFormDefaults(initialEmail));
    setExistingState(null);
    setAgreementMissing(false);
  };

  return { methods, submit, registering, existing, setExisting, agreementMissing, setAgreementMissing, reset };
}

export type CandidateRegistrationState = ReturnType<typeof useCandidateRegistration>;
