import { lazyComponent } from '@/lib/lazy-component.ts';

// The snackbar and the 'Please stand by' dialog (MUI's Dialog, Modal, focus trap, Snackbar, Alert) are not in the start-up
// code: no page shows them before something happens. They download on first use, or when the browser is idle after start-up.
const loadingDialog = lazyComponent(() => import('./LoadingDialog.tsx').then((m) => m.LoadingDialog), 'LoadingDialog');
const snackbar = lazyComponent(() => import('./FeedbackSnackbar.tsx').then((m) => m.FeedbackSnackbar), 'FeedbackSnackbar');

export const LazyLoadingDialog = loadingDialog.Component;
export const LazyFeedbackSnackbar = snackbar.Component;

export function preloadFeedback(): Promise<unknown> {
  return Promise.all([loadingDialog.preload(), snackbar.preload()]).catch(() => undefined);
}
