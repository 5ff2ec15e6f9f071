import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffInvitation } from '@boardmatch/shared';
import { PasswordField } from '@/components/form/PasswordField.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { formResolver } from '@/lib/form/form-resolver.ts';
import type { NewPasswordValues } from '@/lib/form/new-password-schema.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { acceptStaffInvitation } from '@/features/staff/api/accept-staff-invitation.ts';
import { getStaffInvitation } from '@/features/staff/api/get-staff-invitation.ts';
import { useStaffLabels } from '@/features/staff/components/staff-labels.ts';

type Values = NewPasswordValues;
const resolver = formResolver<Values>(() => import('@/lib/form/new-password-schema.ts').then((m) => m.newPasswordSchema));

type Status = { kind: 'checking' } | { kind: 'invalid'; message: string } | { kind: 'valid'; invitation: StaffInvitation } | { kind: 'done' };

/**
 * /staff-invitation/:token: the link of a staff invitation e-mail. A new person chooses a password (the
 * registration rules); someone who already has an account accepts and keeps theirs. Then they sign in.
 */
export default function StaffInvitationPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const notify = useNotify();
  const labels = useStaffLabels();
  const [status, setStatus] = useState<Status>({ kind: 'checking' });
  const [saving, setSaving] = useState(false);
  useDocumentTitle(t('staffAdmin.invitation.title'));
  const methods = useForm<Values>({ mode: 'all', defaultValues: { password: '', confirmPassword: '' }, resolver });

  useEffect(() => {
    let active = true;
    getStaffInvitation(token)
      .then((invitation) => active && setStatus({ kind: 'valid', invitation }))
      // A used, revoked or expired link says so in the server's words.
      .catch((error: unknown) => active && setStatus({ kind: 'invalid', message: serverMessage(error) ?? t('staffAdmin.invitation.invalid') }));
    return () => {
      active = false;
    };
  }, [token, t]);

  const accept = async (password?: string) => {
    setSaving(true);
    try {
      await acceptStaffInvitation(token, password);
      notify.success(t('staffAdmin.invitation.accepted'));
      setStatus({ kind: 'done' });
    } catch (error) {
      notify.error(serverMessage(error));
    } finally {
      setSaving(false);
    }
  };
  const submit = methods.handleSubmit(({ password }) => accept(password));

  const invitation = status.kind === 'valid' ? status.invitation : null;
  const values = invitation ? { name: invitation.firstName, role: labels.role(invitation.role), email: invitation.email } : {};
  return (
    <Paper sx={{ maxWidth: 560, mx: 'auto', p: { xs: 3, sm: 5 } }}>
      <Typography variant="h1" gutterBottom>
        {t('staffAdmin.invitation.title')}
      </Typography>
      {status.kind === 'checking' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('staffAdmin.invitation.checking')}</Typography>
        </Box>
      )}
      {status.kind === 'invalid' && (
        <Alert severity="warning" role="alert">
          {status.message}
        </Alert>
      )}
      {status.kind === 'done' && (
        <Stack spacing={2}>
          <Alert severity="success">{t('staffAdmin.invitation.accepted')}</Alert>
          <Button component={RouterLink} to="/login" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {t('staffAdmin.invitation.signIn')}
          </Button>
        </Stack>
      )}
      {invitation?.hasAccount && (
        <Stack spacing={2}>
          <Typography>{t('staffAdmin.invitation.introExisting', values)}</Typography>
          <Button variant="contained" onClick={() => void accept()} disabled={saving} sx={{ alignSelf: 'flex-start' }}>
            {t('staffAdmin.invitation.accept')}
          </Button>
        </Stack>
      )}
      {invitation && !invitation.hasAccount && (
        <FormProvider {...methods}>
          <Stack
            component="form"
            noValidate
            spacing={2}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Typography>{t('staffAdmin.invitation.intro', values)}</Typography>
            <PasswordField name="password" label={t('staffAdmin.invitation.password')} required helperText={t('validation.passwordRule')} />
            <PasswordField name="confirmPassword" label={t('staffAdmin.invitation.confirmPassword')} required />
            <Button type="submit" variant="contained" disabled={saving}>
              {t('staffAdmin.invitation.createAccount')}
            </Button>
          </Stack>
        </FormProvider>
      )}
      {status.kind !== 'done' && (
        <Box sx={{ mt: 3 }}>
          <Button component={RouterLink} to="/login">
            {t('staffAdmin.invitation.signIn')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
