import { Suspense } from 'react';
import type { Application } from '@boardmatch/shared';
import { lazyComponent } from '@/lib/lazy-component.ts';

/** The interview's dialogs, each downloaded when first opened: the pages that list applications open without them. */
const dialogs = {
  propose: lazyComponent(() => import('./ProposeInterviewDialog.tsx').then((m) => m.ProposeInterviewDialog), 'ProposeInterviewDialog'),
  reschedule: lazyComponent(() => import('./RescheduleInterviewDialog.tsx').then((m) => m.RescheduleInterviewDialog), 'RescheduleInterviewDialog'),
  cancel: lazyComponent(() => import('./CancelInterviewDialog.tsx').then((m) => m.CancelInterviewDialog), 'CancelInterviewDialog'),
  choose: lazyComponent(() => import('./ChooseInterviewTimeDialog.tsx').then((m) => m.ChooseInterviewTimeDialog), 'ChooseInterviewTimeDialog'),
};

export type InterviewDialogKind = keyof typeof dialogs;

/** The code of an interview dialog, fetched ahead (a pointer over its button) so that it opens at once. */
export const preloadInterviewDialog = (kind: InterviewDialogKind) => void dialogs[kind].preload().catch(() => undefined);

/** The open interview dialog of an application, if any; a new one each time it opens. */
export function InterviewDialogs({ application, open, onClose }: { application: Application | null; open: InterviewDialogKind | null; onClose: () => void }) {
  if (!application || !open) return null;
  const Dialog = dialogs[open].Component;
  return (
    <Suspense fallback={null}>
      <Dialog application={application} onClose={onClose} />
    </Suspense>
  );
}
