import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackMessage, Severity } from './feedback-message.ts';
import { LazyFeedbackSnackbar, LazyLoadingDialog } from './lazy-feedback.ts';
import { MountOnce } from '@/lib/mount-once.tsx';

export interface Notify {
  /** Red; defaults to 'Whoops, something went wrong... Unexpected Error.' */
  error(text?: string | null): void;
  /** Green; defaults to 'Success'. */
  success(text?: string | null): void;
  /** Orange; shown only when a text is given. */
  warning(text?: string | null): void;
  info(text: string): void;
}

export interface Loading {
  show(): void;
  hide(): void;
  /** Shows 'Please stand by' while the work runs. */
  during<T>(work: () => Promise<T>): Promise<T>;
}

const NotifyContext = createContext<Notify | null>(null);
const LoadingContext = createContext<Loading | null>(null);

/** The snackbar (top, 10 s, Close button) and the non-dismissible 'Please stand by' dialog. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<FeedbackMessage | null>(null);
  const [busy, setBusy] = useState(0);
  const nextId = useRef(1);

  const push = useCallback((text: string, severity: Severity) => setMessage({ id: nextId.current++, text, severity }), []);

  const notify = useMemo<Notify>(
    () => ({
      error: (text) => push(text || t('errors.default'), 'error'),
      success: (text) => push(text || t('success.default'), 'success'),
      warning: (text) => {
        if (text) push(text, 'warning');
      },
      info: (text) => push(text, 'info'),
    }),
    [push, t],
  );

  const loading = useMemo<Loading>(() => {
    const show = () => setBusy((n) => n + 1);
    const hide = () => setBusy((n) => Math.max(0, n - 1));
    return {
      show,
      hide,
      async during(work) {
        show();
        try {
          return await work();
        } finally {
          hide();
        }
      },
    };
  }, []);

  const close = () => setMessage(null);

  return (
    <NotifyContext.Provider value={notify}>
      <LoadingContext.Provider value={loading}>
        {children}
        <MountOnce when={busy > 0}>
          <LazyLoadingDialog open={busy > 0} />
        </MountOnce>
        <MountOnce when={message !== null}>
          <LazyFeedbackSnackbar message={message} onClose={close} />
        </MountOnce>
      </LoadingContext.Provider>
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const value = useContext(NotifyContext);
  if (!value) throw new Error('useNotify needs FeedbackProvider');
  return value;
}

export function useLoading(): Loading {
  const value = useContext(LoadingContext);
  if (!value) throw new Error('useLoading needs FeedbackProvider');
  return value;
}
