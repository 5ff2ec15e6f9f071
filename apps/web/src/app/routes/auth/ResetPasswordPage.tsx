import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/form/PasswordField.tsx';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { formResolver } from '@/lib/form/form-resolver.ts';
import type { NewPasswordValues } from '@/lib/form/new-password-schema.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { checkResetToken } from '@/lib/api/check-reset-token.ts';
import { resetPassword } from '@/lib/api/reset-password.ts';

/** After an expired link or a successful reset the page goes to /login after 3 seconds. */
export const RESET_REDIRECT_DELAY_MS = 3000;

type Values = NewPasswordValues;
const resolver = formResolver<Values>(() => import('@/lib/form/new-password-schema.ts').then((m) => m.newPasswordSchema));

type Status = 'checking' | 'valid' | 'invalid' | 'done';

/** /reset-password/:token (spec 2, section 2.10): the token is checked on load; the form shows only for a good token. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const [status, setStatus] = useState<Status>('checking');
  useDocumentTitle(t('resetPassword.title'));
  const [saving, setSaving] = useState(false);
  const methods = useForm<Values>({ mode: 'all', defaultValues: { password: '', confirmPassword: '' }, resolver });

  useEffect(() => {
    let active = true;
    checkResetToken(token)
      .then(() => active && setStatus('valid'))
      .catch(() => active && setStatus('invalid'));
    return () => {
      active = false;
    };
  }, [token]);

  useEffect(() => {
    if (status !== 'invalid' && status !== 'done') return;
    const timer = window.setTimeout(() => navigate('/login'), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, navigate]);

  const submit = methods.handleSubmit(async ({ password }) => {
    setSaving(true);
    try {
      await resetPassword(token, password);
      notify.success(t('resetPassword.success'));
      setStatus('done');
    } catch {
      notify.error(t('resetPassword.expired'));
    } finally {
      setSaving(false);
    }
  });

  return (
    <Paper sx={{ maxWidth: 520, mx: 'auto', p: { xs: 3, sm: 5 } }}>
      <Typography variant="h1" gutterBottom>
        {t('resetPassword.title')}
      </Typography>
      {status === 'checking' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('resetPassword.checking')}</Typography>
        </Box>
      )}
      {status === 'invalid' && <Alert severity="warning">{t('resetPassword.expired')}</Alert>}
      {status === 'done' && <Alert severity="success">{t('resetPassword.success')}</Alert>}
      {(status === 'valid' || status === 'done') && (
        <FormProvider {...methods}>
          <Stack
            component="form"
            noValidate
            spacing={2}
            sx={{ mt: 2 }}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Typography color="text.secondary">{t('resetPassword.intro')}</Typography>
            <PasswordField name="password" label={t('resetPassword.password')} required helperText={t('validation.passwordRule')} disabled={status === 'done'} />
            <PasswordField name="confirmPassword" label={t('resetPassword.confirmPassword')} required disabled={status === 'done'} />
            <Button type="submit" variant="contained" disabled={saving || status === 'done'}>
              {t('resetPassword.update')}
            </Button>
          </Stack>
        </FormProvider>
      )}
      <Box sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/login">
          {t('resetPassword.backToLogin')}
        </Link>
      </Box>
    </Paper>
  );
}
