import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useCandidateRegistration } from '@/features/registration/form/use-candidate-registration.ts';
import { CandidateRegistrationFields } from './CandidateRegistrationFields.tsx';
import { hasUnsavedEdits } from '@/lib/form/use-unsaved-changes.tsx';

/** 'Candidate Registration' in an 800 px dialog (from the sign-in page). */
export function CandidateRegistrationDialog({ open, onClose, initialEmail = '' }: { open: boolean; onClose: () => void; initialEmail?: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const state = useCandidateRegistration({
    initialEmail,
    onRegistered: () => {
      notify.success(t('success.registered'));
      onClose();
    },
  });
  const { reset } = state;
  useEffect(() => {
    if (open) reset();
    // a new opening starts from a clean form with the prefilled e-mail
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, initialEmail]);
  const close = () => {
    state.reset();
    onClose();
  };
  return (
    <ModalDialog
      dirty={hasUnsavedEdits(state.methods.formState)}
      open={open}
      title={t('registration.candidateTitle')}
      onClose={close}
      width={800}
      onSubmit={state.submit}
      submitLabel={state.registering ? t('common.registering') : t('common.register')}
      submitting={state.registering}
    >
      <CandidateRegistrationFields state={state} variant="dialog" />
    </ModalDialog>
  );
}
