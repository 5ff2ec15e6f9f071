import { useEffect } from 'react';
import { Grid } from '@mui/material';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { emailSchema } from '@boardmatch/shared';
import { serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { formResolver } from '@/lib/form/form-resolver.ts';
import { FormSelect } from './form/FormSelect.tsx';
import { FormTextField } from './form/FormTextField.tsx';
import { ModalDialog } from './ModalDialog.tsx';
import { applyServerIssues } from '@/lib/form/server-issues.ts';
import { hasUnsavedEdits } from '@/lib/form/use-unsaved-changes.tsx';

export interface InvitePersonValues {
  roleId: number | null;
  email: string;
  firstName: string;
  lastName: string;
}
const schema = z.object({
  roleId: z.number({ error: 'errors.required' }),
  email: emailSchema,
  firstName: z.string().trim().min(1, 'errors.required'),
  lastName: z.string().trim().min(1, 'errors.required'),
});
const resolver = formResolver<InvitePersonValues>(schema);

/** What a save receives: the role chosen and the names and e-mail trimmed. */
export interface InvitedPerson {
  roleId: number;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Invite a person with a role (role, e-mail, first and last name, all required) or, when editing, change only the
 * role. onSave runs the call and says what succeeded; a refusal is shown and the dialog stays open.
 */
export function InvitePersonDialog({
  open,
  title,
  labels,
  roles,
  initialValues,
  editing = false,
  submitting,
  onSave,
  onClose,
}: {
  open: boolean;
  title: string;
  labels: { role: string; email: string; firstName: string; lastName: string };
  /** Undefined while they load: the field stays closed until they are in. */
  roles: readonly { id: number; name: string }[] | undefined;
  /** The form's values each time it opens or they change (keep them stable between renders). */
  initialValues: InvitePersonValues;
  /** Only the role may change. */
  editing?: boolean;
  submitting: boolean;
  onSave: (person: InvitedPerson) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const form = useForm<InvitePersonValues>({ resolver, mode: 'onChange', defaultValues: initialValues });

  useEffect(() => {
    if (open) form.reset(initialValues);
  }, [open, initialValues, form]);

  const submit = form.handleSubmit(
    async (v) => {
      try {
        await onSave({ roleId: v.roleId!, email: v.email.trim(), firstName: v.firstName.trim(), lastName: v.lastName.trim() });
        onClose();
      } catch (error) {
        applyServerIssues(form, error);
        notify.error(serverMessage(error));
      }
    },
    () => notify.error(t('errors.allRequired')),
  );

  return (
    <ModalDialog dirty={hasUnsavedEdits(form.formState)} open={open} width={500} title={title} onClose={onClose} onSubmit={submit} submitting={submitting}>
      <FormProvider {...form}>
        <Grid container spacing={2} component="form" noValidate onSubmit={(e) => e.preventDefault()} sx={{ pt: 1 }}>
          <Grid size={12}>
            <FormSelect name="roleId" label={labels.role} options={roles} required />
          </Grid>
          <Grid size={12}>
            <FormTextField name="email" type="email" label={labels.email} required fullWidth disabled={editing} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="firstName" label={labels.firstName} required fullWidth disabled={editing} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="lastName" label={labels.lastName} required fullWidth disabled={editing} />
          </Grid>
        </Grid>
      </FormProvider>
    </ModalDialog>
  );
}
