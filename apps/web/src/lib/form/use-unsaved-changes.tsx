import { useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import type { FormState, FieldValues } from 'react-hook-form';

/** A form holds edits that are not saved: it was changed and is not being submitted. */
export function hasUnsavedEdits<T extends FieldValues>(state: Pick<FormState<T>, 'isDirty' | 'isSubmitting'>): boolean {
  return state.isDirty && !state.isSubmitting;
}

/** Asks before the page is reloaded or closed while there are unsaved edits (the browser words that question). */
function useBeforeUnload(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}

/** Holds a navigation to another page while there are unsaved edits; only inside the app's (data) router. */
function RouteLeaveGuard({ dirty, onBlocked }: { dirty: boolean; onBlocked: (leave: () => void, stay: () => void) => void }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state === 'blocked') onBlocked(() => blocker.proceed(), () => blocker.reset());
  }, [blocker, onBlocked]);
  return null;
}

interface Pending {
  leave: () => void;
  stay?: () => void;
}

/**
 * The one guard of a form with unsaved edits. While `dirty`, closing the form (`confirmLeave(close)`: Escape, the
 * close icon, Cancel), going to another page of the app or reloading the page asks first; the answer 'Discard
 * changes' goes on, 'Keep editing' stays. Render `prompt` beside the form.
 */
export function useUnsavedChanges(dirty: boolean): { confirmLeave: (leave: () => void) => void; prompt: ReactNode } {
  const { t } = useTranslation();
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  const [pending, setPending] = useState<Pending | null>(null);
  useBeforeUnload(dirty);

  const confirmLeave = useCallback((leave: () => void) => (dirty ? setPending({ leave }) : leave()), [dirty]);
  const onBlocked = useCallback((leave: () => void, stay: () => void) => setPending({ leave, stay }), []);
  const stay = () => {
    pending?.stay?.();
    setPending(null);
  };
  const leave = () => {
    const next = pending?.leave;
    setPending(null);
    next?.();
  };

  const prompt = (
    <>
      {/* Only a form with edits holds a blocker: the router keeps one at a time, and every dialog uses this hook. */}
      {inDataRouter && dirty && <RouteLeaveGuard dirty={dirty} onBlocked={onBlocked} />}
      <Dialog open={pending !== null} onClose={stay} aria-labelledby="unsaved-changes-title" aria-describedby="unsaved-changes-text">
        <DialogTitle id="unsaved-changes-title">{t('unsavedChanges.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="unsaved-changes-text">{t('unsavedChanges.message')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={stay} autoFocus>
            {t('unsavedChanges.stay')}
          </Button>
          <Button onClick={leave} color="error">
            {t('unsavedChanges.leave')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
  return { confirmLeave, prompt };
}
