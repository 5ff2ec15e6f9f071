import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ModalDialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Are you sure you want to delete your picture?' */
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/** A Yes/No question before something that cannot be undone. */
export function ConfirmDialog({ open, message, onConfirm, onCancel, busy }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog open={open} title={message} onClose={onCancel} onSubmit={onConfirm} submitLabel={t('common.yes')} cancelLabel={t('common.no')} width={600} submitting={busy}>
      <Typography>{message}</Typography>
    </ModalDialog>
  );
}
