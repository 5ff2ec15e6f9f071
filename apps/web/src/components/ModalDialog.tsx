import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';

export interface ModalDialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Without onSubmit the dialog shows no submit button. */
  onSubmit?: () => void;
  submitLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Hide the Cancel and Submit row (content-only dialogs). */
  hideActions?: boolean;
  /** Maximum width in px; 800 by default. */
  width?: number;
  fullScreen?: boolean;
  submitDisabled?: boolean;
  /** Shows a spinner in the submit button and disables it. */
  submitting?: boolean;
  /** Extra buttons at the left of the action row. */
  extraActions?: ReactNode;
}

/** The reusable modal dialog: title, close icon, Cancel and Submit (labels configurable), 800 px wide by default. */
export function ModalDialog({
  open,
  title,
  onClose,
  children,
  onSubmit,
  submitLabel,
  cancelLabel,
  hideActions = false,
  width = 800,
  fullScreen = false,
  submitDisabled = false,
  submitting = false,
  extraActions,
}: ModalDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const submit = useSubmitOnce(onSubmit, submitting);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      scroll="paper"
      slotProps={{ paper: { sx: fullScreen ? undefined : { width: '100%', maxWidth: width } } }}
    >
      <DialogTitle id={titleId} component="h2" sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={t('common.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      {/* Focusable so keyboard users can scroll long content that has no field or link of its own. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId} onChangeCapture={submit.release} onInputCapture={submit.release} onClickCapture={submit.release}>
        {children}
      </DialogContent>
      {!hideActions && (
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          {extraActions && <Box sx={{ mr: 'auto' }}>{extraActions}</Box>}
          <Button onClick={onClose}>{cancelLabel ?? t('common.cancel')}</Button>
          {onSubmit && (
            <Button
              variant="contained"
              onClick={submit.press}
              disabled={submitDisabled || submitting}
              aria-busy={submitting || undefined}
              startIcon={submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            >
              {submitLabel ?? t('common.submit')}
            </Button>
          )}
        </DialogActions>
      )}
    </Dialog>
  );
}

/**
 * A second press is ignored until the save it started has ended, or for a second when no save started (a field
 * was refused), unless the form is touched in between.
 */
const PRESS_GAP_MS = 1000;

function useSubmitOnce(onSubmit: (() => void) | undefined, submitting: boolean) {
  const pressedAt = useRef<number | null>(null);
  useEffect(() => {
    if (!submitting) pressedAt.current = null;
  }, [submitting]);
  return {
    press: () => {
      if (!onSubmit || submitting) return;
      const now = Date.now();
      if (pressedAt.current !== null && now - pressedAt.current < PRESS_GAP_MS) return;
      pressedAt.current = now;
      onSubmit();
    },
    release: () => {
      if (!submitting) pressedAt.current = null;
    },
  };
}
