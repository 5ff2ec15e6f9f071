import { useEffect, useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { FormTextField } from '@/components/form/FormTextField.tsx';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { formResolver } from '@/lib/form/form-resolver.ts';
import { forgotPassword } from '@/lib/api/forgot-password.ts';

const schema = z.object({ email: z.string().trim().min(1, 'errors.required') });
type Values = z.infer<typeof schema>;

/** Forgot Password (at most 500 px): the e-mail, prefilled from the sign-in form, gets a reset link. */
export function ForgotPasswordDialog({ open, initialEmail, onClose }: { open: boolean; initialEmail: string; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  const methods = useForm<Values>({ mode: 'all', defaultValues: { email: initialEmail }, resolver: formResolver<Values>(schema) });
  const { reset } = methods;

  useEffect(() => {
    if (open) reset({ email: initialEmail });
  }, [open, initialEmail, reset]);

  const submit = methods.handleSubmit(async ({ email }) => {
    setSending(true);
    try {
      await forgotPassword(email.trim());
      notify.success(t('success.resetLinkSent'));
      onClose();
    } catch (error) {
      if (isApiError(error) && error.kind === 'unreachable') notify.error(t('errors.unableToConnect'));
      else if (isApiError(error) && error.status === 429) notify.error(error.message || t('errors.tooManyAttempts'));
      else notify.error(t('errors.notBoardmatchUser'));
    } finally {
      setSending(false);
    }
  });

  return (
    <ModalDialog open={open} title={t('forgotPassword.title')} onClose={onClose} width={500} onSubmit={submit} submitting={sending}>
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
          <Typography>{t('forgotPassword.text')}</Typography>
          <FormTextField name="email" label={t('forgotPassword.email')} type="email" autoComplete="email" required autoFocus />
        </Stack>
      </FormProvider>
    </ModalDialog>
  );
}
