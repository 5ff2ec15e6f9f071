import { Alert, Button, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_TIMEOUT_MS } from '@boardmatch/shared';
import type { FeedbackMessage } from './feedback-message.ts';

/** The snackbar: at the top, closing by itself after 10 s or with its Close button. */
export function FeedbackSnackbar({ message, onClose }: { message: FeedbackMessage | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Snackbar
      key={message?.id}
      open={message !== null}
      autoHideDuration={SNACKBAR_TIMEOUT_MS}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        severity={message?.severity ?? 'info'}
        variant="filled"
        sx={{ width: '100%', alignItems: 'center' }}
        action={
          <Button color="inherit" size="small" onClick={onClose}>
            {t('common.close')}
          </Button>
        }
      >
        {message?.text}
      </Alert>
    </Snackbar>
  );
}
