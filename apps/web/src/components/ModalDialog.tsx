import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '@/lib/form/use-unsaved-changes.tsx';

export interface ModalDialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Without onSubmit the dialog shows no submit button. */
  /** A save that returns its promise keeps Submit from a second press until it ends. */
  onSubmit?: () => unknown;
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
  /**
   * The form inside holds unsaved edits (hasUnsavedEdits(form.formState)): closing it (Escape, the close icon,
   * Cancel), going to another page or reloading asks first.
   */
  dirty?: boolean;
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
  dirty = false,
}: ModalDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const submit = useSubmitOnce(onSubmit, submitting);
  const { confirmLeave, prompt } = useUnsavedChanges(open && dirty);
  const close = () => confirmLeave(onClose);
  return (
    <>
      <Dialog
        open={open}
        onClose={close}
        fullScreen={fullScreen}
        aria-labelledby={titleId}
        scroll="paper"
        slotProps={{ paper: { sx: fullScreen ? undefined : { width: '100%', maxWidth: width } } }}
      >
        <DialogTitle id={titleId} component="h2" sx={{ pr: 7 }}>
          {title}
        </DialogTitle>
        <IconButton aria-label={t('common.close')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
        {/* Focusable so keyboard users can scroll long content that has no field or link of its own. */}
        <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId} onChangeCapture={submit.release} onInputCapture={submit.release} onClickCapture={submit.release}>
          {children}
        </DialogContent>
        {!hideActions && (
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            {extraActions && <Box sx={{ mr: 'auto' }}>{extraActions}</Box>}
            <Button onClick={close}>{cancelLabel ?? t('common.cancel')}</Button>
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
      {prompt}
    </>
  );
}

/**
 * A second press is ignored while the save it started is under way: until its promise settles when onSubmit returns
 * one, else until `submitting` ends, or for a moment when no save started (a refused field) unless the form is touched.
 */
const PRESS_GAP_MS = 400;

function useSubmitOnce(onSubmit: (() => unknown) | undefined, submitting: boolean) {
  const lock = useRef<{ at: number; pending: boolean } | null>(null);
  const release = () => {
    if (!submitting && lock.current && !lock.current.pending) lock.current = null;
  };
  // In the commit that enables the button again, not after it: a passive effect can run after the next press.
  useLayoutEffect(release, [submitting]);
  return {
    press: () => {
      if (!onSubmit || submitting) return;
      const held = lock.current;
      if (held && (held.pending || Date.now() - held.at < PRESS_GAP_MS)) return;
      const mine = { at: Date.now(), pending: false };
      lock.current = mine;
      const result = onSubmit();
      if (result instanceof Promise) {
        mine.pending = true;
        result.then(
          () => undefined,
          () => undefined,
        ).finally(() => {
          if (lock.current === mine) lock.current = null;
        });
      }
    },
    release,
  };
}
