import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './ModalDialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Are you sure you want to delete your picture?' */
  message: string;
  /** The dialog's title; the question itself when not given. */
  title?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/** A Yes/No question before something that cannot be undone; Yes confirms. */
export function ConfirmDialog({ open, message, title, onConfirm, onCancel, busy }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog open={open} title={title ?? message} onClose={onCancel} onSubmit={onConfirm} submitLabel={t('common.yes')} cancelLabel={t('common.no')} width={600} submitting={busy}>
      <Typography>{message}</Typography>
    </ModalDialog>
  );
}
