import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks a yes/no question; Yes confirms. */
export function ConfirmDialog({ open, text, onConfirm, onCancel }: { open: boolean; text: string; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId} slotProps={{ paper: { sx: { width: '100%', maxWidth: 600 } } }}>
      <DialogTitle id={titleId} component="h2">
        {t('applications.confirmTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.no')}</Button>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          {t('common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
