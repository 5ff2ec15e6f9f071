import { Suspense } from 'react';
import { LazyLoadingDialog } from '@/lib/feedback/lazy-feedback.ts';

/** While the session is restored on the first load: the 'Please stand by' dialog. */
export function StartupScreen() {
  return (
    <Suspense fallback={null}>
      <LazyLoadingDialog open />
    </Suspense>
  );
}
