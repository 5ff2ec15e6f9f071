import { useEffect } from 'react';
import { Grid } from '@mui/material';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { emailSchema, StaffRole } from '@boardmatch/shared';
import { ModalDialog } from '../../../components/ModalDialog.tsx';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { serverMessage } from '../../../lib/api-error.ts';
import { useNotify } from '../../../lib/feedback/feedback-context.tsx';
import { formResolver } from '../../../lib/form/form-resolver.ts';
import { useInviteStaffUser, useStaffRoles } from '../api/staff-admin-api.ts';
import { useStaffLabels } from './staff-labels.ts';

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
const EMPTY: Values = { roleId: StaffRole.staff, email: '', firstName: '', lastName: '' };

/** Staff invite: role, e-mail (valid), first and last name, all required. */
export function StaffInviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const roles = useStaffRoles();
  const labels = useStaffLabels();
  const invite = useInviteStaffUser();
  const form = useForm<Values>({ resolver, mode: 'onChange', defaultValues: EMPTY });

  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);

  const submit = form.handleSubmit(
    async (v) => {
      try {
        await invite.mutateAsync({ boardMatchRepresentativeRoleId: v.roleId!, email: v.email.trim(), firstName: v.firstName.trim(), lastName: v.lastName.trim() });
        notify.success(t('staffAdmin.users.invited'));
        onClose();
      } catch (error) {
        notify.error(serverMessage(error));
      }
    },
    () => notify.error(t('errors.allRequired')),
  );

  return (
    <ModalDialog open={open} width={500} title={t('staffAdmin.users.invite')} onClose={onClose} onSubmit={() => void submit()} submitting={invite.isPending}>
      <FormProvider {...form}>
        <Grid container spacing={2} component="form" noValidate onSubmit={(e) => e.preventDefault()} sx={{ pt: 1 }}>
          <Grid size={12}>
            <FormSelect name="roleId" label={t('staffAdmin.users.role')} options={(roles.data ?? []).map((r) => ({ id: r.id, name: labels.role(r.name) }))} required />
          </Grid>
          <Grid size={12}>
            <FormTextField name="email" type="email" label={t('staffAdmin.users.email')} required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="firstName" label={t('staffAdmin.users.firstName')} required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="lastName" label={t('staffAdmin.users.lastName')} required fullWidth />
          </Grid>
        </Grid>
      </FormProvider>
    </ModalDialog>
  );
}
