import { useState } from 'react';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { resendVerification } from '@/lib/api/resend-verification.ts';

/** 'Your account is not verified' (650 px) with 'Re-send Verification Email'. */
export function NotVerifiedDialog({ open, email, onClose }: { open: boolean; email: string; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await resendVerification(email);
      notify.success(t('success.emailSent'));
      onClose();
    } catch {
      notify.error(t('errors.unableToSendEmail'));
    } finally {
      setSending(false);
    }
  };

  return (
    <ModalDialog
      open={open}
      title={t('notVerified.title')}
      onClose={onClose}
      width={650}
      onSubmit={() => void resend()}
      submitLabel={t('notVerified.resend')}
      submitting={sending}
      submitDisabled={!email}
    >
      <Typography>{email ? t('notVerified.text', { email }) : t('notVerified.textNoEmail')}</Typography>
    </ModalDialog>
  );
}
