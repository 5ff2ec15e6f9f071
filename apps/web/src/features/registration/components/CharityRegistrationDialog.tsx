import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useCharityRegistration } from '@/features/registration/form/use-charity-registration.ts';
import { CharityRegistrationFields } from './CharityRegistrationFields.tsx';
import { hasUnsavedEdits } from '@/lib/form/use-unsaved-changes.tsx';

/** 'Charity Registration' in an 800 px dialog (from the sign-in page). */
export function CharityRegistrationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const state = useCharityRegistration({
    onRegistered: () => {
      notify.success(t('success.registered'));
      onClose();
    },
  });
  const { reset } = state;
  useEffect(() => {
    if (open) reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return (
    <ModalDialog
      dirty={hasUnsavedEdits(state.methods.formState)}
      open={open}
      title={t('charityRegistration.title')}
      onClose={onClose}
      width={800}
      onSubmit={state.submit}
      submitLabel={state.registering ? t('common.registering') : t('common.register')}
      submitting={state.registering}
    >
      <CharityRegistrationFields state={state} variant="dialog" />
    </ModalDialog>
  );
}
