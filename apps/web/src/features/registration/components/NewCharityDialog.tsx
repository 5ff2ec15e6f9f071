import { useEffect, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { StaffCharityCreate, StaffCharityCreated } from '@boardmatch/shared';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { api } from '@/lib/api-client.ts';
import { isApiError, serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { formResolver } from '@/lib/form/form-resolver.ts';
import { charityFormDefaults, type CharityFormValues } from '@/features/registration/form/charity-form.ts';
import { invalidFormMessageKey } from '@/features/registration/form/shared-form.ts';
import { staffCharityFormSchema, toStaffCharityCreate } from '@/features/registration/form/staff-charity-form.ts';
import { CharityRegistrationFields } from './CharityRegistrationFields.tsx';
import { hasUnsavedEdits } from '@/lib/form/use-unsaved-changes.tsx';

const resolver = formResolver<CharityFormValues>(staffCharityFormSchema);
const noop = () => undefined;

/** POST /api/charities: staff create a charity with its administrator (who receives the verification e-mail). */
export function useCreateCharity() {
  return useMutation({ mutationFn: (body: StaffCharityCreate) => api.post<StaffCharityCreated>('/api/charities', body) });
}

/** New Charity (staff): charity information, phones, address, senior staff contact and the administrator's account. */
export function NewCharityDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (created: StaffCharityCreated) => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const create = useCreateCharity();
  const methods = useForm<CharityFormValues>({ mode: 'all', defaultValues: charityFormDefaults(), resolver });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) methods.reset(charityFormDefaults());
  }, [open, methods]);

  const submit = methods.handleSubmit(
    async (values) => {
      setBusy(true);
      try {
        const created = await create.mutateAsync(toStaffCharityCreate(values));
        notify.success(t('staffCharities.created'));
        onCreated(created);
      } catch (error) {
        if (isApiError(error) && error.code === 'EMAIL_TAKEN') methods.setError('account.email', { type: 'server', message: 'errors.emailTaken' });
        // The server names the refused fields (a charity already registered under this number or e-mail).
        if (isApiError(error)) for (const issue of error.issues) methods.setError(issue.path as FieldPath<CharityFormValues>, { type: 'server', message: issue.message });
        notify.error(serverMessage(error));
      } finally {
        setBusy(false);
      }
    },
    (errors) => notify.error(t(invalidFormMessageKey(errors))),
  );

  return (
    <ModalDialog dirty={hasUnsavedEdits(methods.formState)} open={open} title={t('staffCharities.createTitle')} onClose={onClose} width={1000} onSubmit={submit} submitting={busy}>
      <CharityRegistrationFields state={{ methods, existing: null, setExisting: noop, agreementMissing: false, setAgreementMissing: noop }} variant="staff" />
    </ModalDialog>
  );
}
