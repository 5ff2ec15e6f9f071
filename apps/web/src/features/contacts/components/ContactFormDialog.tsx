import { useEffect } from 'react';
import { Checkbox, FormControlLabel, Grid } from '@mui/material';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contactInputSchema, type Contact } from '@boardmatch/shared';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { FormTextField } from '@/components/form/FormTextField.tsx';
import { isApiError, serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { formResolver } from '@/lib/form/form-resolver.ts';
import { useSaveContact } from '@/features/contacts/api/save-contact.ts';
import { hasUnsavedEdits } from '@/lib/form/use-unsaved-changes.tsx';

interface ContactFormValues {
  id: number;
  firstName: string;
  lastName: string;
  daytimePhone: string;
  extension: string;
  title: string;
  email: string;
  isPrimary: boolean;
  isSeniorStaff: boolean;
}

const resolver = formResolver<ContactFormValues>(contactInputSchema);

const toValues = (c: Contact | null): ContactFormValues => ({
  id: c?.id ?? 0,
  firstName: c?.firstName ?? '',
  lastName: c?.lastName ?? '',
  daytimePhone: c?.daytimePhone ?? '',
  extension: c?.extension ?? '',
  title: c?.title ?? '',
  email: c?.email ?? '',
  isPrimary: c?.isPrimary ?? false,
  isSeniorStaff: c?.isSeniorStaff ?? false,
});

/** The Contact form: first name, last name, daytime phone, title and a valid e-mail required; extension optional. */
export function ContactFormDialog({ ownerPath, contact, open, onClose }: { ownerPath: string; contact: Contact | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveContact(ownerPath);
  const methods = useForm<ContactFormValues>({ mode: 'all', defaultValues: toValues(contact), resolver });

  useEffect(() => {
    if (open) methods.reset(toValues(contact));
  }, [open, contact, methods]);

  const submit = methods.handleSubmit(
    async (values) => {
      try {
        // The resolver hands over the schema's output (an empty extension is already null).
        await save.mutateAsync({ ...values, extension: values.extension?.trim() || null });
        notify.success(t('contacts.saved'));
        onClose();
      } catch (error) {
        if (isApiError(error)) for (const issue of error.issues) if (issue.path) methods.setError(issue.path as keyof ContactFormValues, { type: 'server', message: issue.message });
        notify.error(serverMessage(error));
      }
    },
    () => notify.error(t('errors.allRequired')),
  );

  const flag = (name: 'isPrimary' | 'isSeniorStaff') => (
    <Controller
      name={name}
      control={methods.control}
      render={({ field }) => <FormControlLabel control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t(`contacts.fields.${name}`)} />}
    />
  );

  return (
    <ModalDialog dirty={hasUnsavedEdits(methods.formState)} open={open} title={t(contact ? 'contacts.editContact' : 'contacts.newContact')} onClose={onClose} width={650} onSubmit={submit} submitting={save.isPending}>
      <FormProvider {...methods}>
        <Grid container spacing={2} component="form" noValidate aria-label={t(contact ? 'contacts.editContact' : 'contacts.newContact')} onSubmit={(e) => e.preventDefault()} sx={{ pt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="firstName" label={t('contacts.fields.firstName')} required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="lastName" label={t('contacts.fields.lastName')} required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="title" label={t('contacts.fields.title')} required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="email" label={t('contacts.fields.email')} type="email" required fullWidth />
          </Grid>
          <Grid size={{ xs: 8, sm: 6 }}>
            <FormTextField name="daytimePhone" label={t('contacts.fields.daytimePhone')} type="tel" required fullWidth />
          </Grid>
          <Grid size={{ xs: 4, sm: 3 }}>
            <FormTextField name="extension" label={t('contacts.fields.extension')} fullWidth slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          </Grid>
          <Grid size={12}>
            {flag('isPrimary')}
            {flag('isSeniorStaff')}
          </Grid>
        </Grid>
      </FormProvider>
    </ModalDialog>
  );
}
