import { useEffect } from 'react';
import { Grid } from '@mui/material';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CharityRepresentativeRole, emailSchema, type CharityRepresentative } from '@boardmatch/shared';
import { ModalDialog } from '../../../components/ModalDialog.tsx';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { serverMessage } from '../../../lib/api-error.ts';
import { useNotify } from '../../../lib/feedback/feedback-context.tsx';
import { formResolver } from '../../../lib/form/form-resolver.ts';
import { useInviteRepresentative, useRepresentativeRoles, useSetRepresentativeRole } from '../api/representatives-api.ts';

interface Values {
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
const resolver = formResolver<Values>(schema);

/** Invite a representative (role, e-mail, first and last name), or change one's role (the rest disabled). */
export function RepresentativeDialog({ open, charityId, representative, onClose }: { open: boolean; charityId: number; representative: CharityRepresentative | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const roles = useRepresentativeRoles(charityId);
  const invite = useInviteRepresentative(charityId);
  const setRole = useSetRepresentativeRole(charityId);
  const form = useForm<Values>({ resolver, mode: 'onChange', defaultValues: { roleId: CharityRepresentativeRole.basicAccess, email: '', firstName: '', lastName: '' } });
  const editing = representative !== null;

  useEffect(() => {
    if (!open) return;
    form.reset(
      representative
        ? { roleId: representative.roles[0]?.id ?? null, email: representative.email, firstName: representative.firstName, lastName: representative.lastName }
        : { roleId: CharityRepresentativeRole.basicAccess, email: '', firstName: '', lastName: '' },
    );
  }, [open, representative, form]);

  const submit = form.handleSubmit(
    async (v) => {
      try {
        if (representative) {
          await setRole.mutateAsync({ id: representative.id, roleId: v.roleId! });
          notify.success(t('charityAdmin.representatives.updated'));
        } else {
          await invite.mutateAsync({ charityId, charityRepresentativeRoleId: v.roleId!, email: v.email.trim(), firstName: v.firstName.trim(), lastName: v.lastName.trim() });
          notify.success(t('charityAdmin.representatives.invited'));
        }
        onClose();
      } catch (error) {
        notify.error(serverMessage(error));
      }
    },
    () => notify.error(t('errors.allRequired')),
  );

  return (
    <ModalDialog
      open={open}
      width={500}
      title={editing ? t('charityAdmin.representatives.editTitle') : t('charityAdmin.representatives.invite')}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={invite.isPending || setRole.isPending}
    >
      <FormProvider {...form}>
        <Grid container spacing={2} component="form" noValidate onSubmit={(e) => e.preventDefault()} sx={{ pt: 1 }}>
          <Grid size={12}>
            <FormSelect name="roleId" label={t('charityAdmin.representatives.role')} options={roles.data ?? []} required />
          </Grid>
          <Grid size={12}>
            <FormTextField name="email" type="email" label={t('charityAdmin.representatives.email')} required fullWidth disabled={editing} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="firstName" label={t('registration.firstName')} required fullWidth disabled={editing} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="lastName" label={t('registration.lastName')} required fullWidth disabled={editing} />
          </Grid>
        </Grid>
      </FormProvider>
    </ModalDialog>
  );
}
