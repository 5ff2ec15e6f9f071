import { LoadingDialog } from '../lib/feedback/LoadingDialog.tsx';

/** While the session is restored on the first load: the 'Please stand by' dialog. */
export function StartupScreen() {
  return <LoadingDialog open />;
}
