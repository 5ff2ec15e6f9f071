import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useSendPasswordReset } from '@/lib/api/send-password-reset.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/**
 * Staff send a user the password reset e-mail of the forgot-password flow, after a confirmation; the snackbar
 * names the address. Any staff list of users (staff, candidates, charity users) shows it per row.
 */
export function PasswordResetButton({ userId, email }: { userId: number; email: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const send = useSendPasswordReset(userId);
  const label = t('sendPasswordReset.button');

  const confirm = async () => {
    try {
      const sent = await send.mutateAsync();
      notify.success(t('sendPasswordReset.sent', { email: sent.email || email }));
    } catch (error) {
      notify.error(serverMessage(error));
    }
    setAsking(false);
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} onClick={() => setAsking(true)}>
          <LockResetIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDialog open={asking} message={t('sendPasswordReset.confirm')} onCancel={() => setAsking(false)} onConfirm={() => void confirm()} busy={send.isPending} />
    </>
  );
}
