import { useMemo, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { formResolver } from '@/lib/form/form-resolver.ts';
import { registerCharity } from '@/features/registration/api/register-charity.ts';
import { charityFormDefaults, toCharityRegistration, type CharityFormValues } from './charity-form.ts';
import { invalidFormMessageKey, type ExistingAccount } from './shared-form.ts';

/**
 * Charity registration: validate, check the release agreement, register. Failures show the server's message
 * ('Unable to create User', 'Unable to register Charity', 'Unable to register Charity Profile', 'Email is already registered...').
 */
export function useCharityRegistration({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [existing, setExistingState] = useState<ExistingAccount | null>(null);
  const [registering, setRegistering] = useState(false);
  const [agreementMissing, setAgreementMissing] = useState(false);
  const resolver = useMemo(() => formResolver<CharityFormValues>(() => import('./charity-form-schema.ts').then((m) => m.charityFormSchema(existing !== null))), [existing]);
  const methods = useForm<CharityFormValues>({ mode: 'all', defaultValues: charityFormDefaults(), resolver });

  const setExisting = (value: ExistingAccount | null) => {
    setExistingState(value);
    methods.clearErrors('account');
  };

  const onInvalid = (errors: FieldErrors<CharityFormValues>) => notify.error(t(invalidFormMessageKey(errors)));

  const register = async (values: CharityFormValues) => {
    if (!values.acceptTermsAndConditions) {
      setAgreementMissing(true);
      notify.error(t('errors.agreeTerms'));
      return false;
    }
    setAgreementMissing(false);
    setRegistering(true);
    try {
      await registerCharity(toCharityRegistration(values, existing));
      methods.reset(charityFormDefaults());
      setExistingState(null);
      onRegistered();
      return true;
    } catch (error) {
      notify.error(serverMessage(error));
      return false;
    } finally {
      setRegistering(false);
    }
  };

  /** Validates everything, then registers (the dialog variant). */
  const submit = methods.handleSubmit(register, onInvalid);
  /** Validates everything but the agreement, then calls next (the page variant opens its release dialog). */
  const validateThen = (next: () => void) => methods.handleSubmit(() => next(), onInvalid);

  const reset = () => {
    methods.reset(charityFormDefaults());
    setExistingState(null);
    setAgreementMissing(false);
  };

  return { methods, submit, validateThen, register, registering, existing, setExisting, agreementMissing, setAgreementMissing, reset };
}

export type CharityRegistrationState = ReturnType<typeof useCharityRegistration>;
