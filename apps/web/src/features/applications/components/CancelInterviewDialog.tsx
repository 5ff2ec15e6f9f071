import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TextArea } from '@/components/TextArea.tsx';
import { INTERVIEW_MESSAGE_MAX, type Application } from '@boardmatch/shared';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { isApiError, serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useCancelInterview } from '@/features/applications/api/interviews.ts';

/** 'Cancel this interview?', with an optional message to the other side; either side asks it. */
export function CancelInterviewDialog({ application, onClose }: { application: Application; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const cancel = useCancelInterview();
  const [message, setMessage] = useState('');

  const run = async () => {
    try {
      await cancel.mutateAsync({ id: application.id, ...(message.trim() ? { message: message.trim() } : {}) });
      notify.success(t('interviews.cancelled'));
      onClose();
    } catch (error) {
      notify.error(serverMessage(error));
      // Already cancelled or closed (by the other side, or a decline): there is nothing left to cancel.
      if (isApiError(error) && error.status === 409) onClose();
    }
  };

  return (
    <ModalDialog
      open
      width={600}
      title={t('interviews.cancelTitle')}
      onClose={onClose}
      onSubmit={run}
      submitLabel={t('interviews.cancel')}
      cancelLabel={t('interviews.keep')}
      submitting={cancel.isPending}
    >
      <Stack spacing={2}>
        <Typography>{t('interviews.cancelConfirm')}</Typography>
        <TextArea label={t('interviews.cancelMessage')} value={message} onChange={(e) => setMessage(e.target.value)} minRows={3} fullWidth slotProps={{ htmlInput: { maxLength: INTERVIEW_MESSAGE_MAX } }} />
      </Stack>
    </ModalDialog>
  );
}
