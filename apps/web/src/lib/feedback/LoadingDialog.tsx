import { CircularProgress, Dialog, DialogContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The global 'Please stand by' dialog: it cannot be dismissed by the user. */
export function LoadingDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} disableEscapeKeyDown aria-labelledby="loading-dialog-title" slotProps={{ paper: { 'aria-busy': true } as object }}>
      <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 4, py: 3 }}>
        <CircularProgress size={28} aria-hidden />
        <Typography id="loading-dialog-title" component="p" variant="h6">
          {t('common.pleaseStandBy')}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
