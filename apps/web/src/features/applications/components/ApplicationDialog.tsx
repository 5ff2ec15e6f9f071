import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApplicationStatus, type Application } from '@boardmatch/shared';
import { useCan } from '@/lib/use-can.ts';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { PostingSummaryView } from '@/components/PostingSummaryView.tsx';
import { ApplicationFacts } from './ApplicationFacts.tsx';
import { useChangeApplicationStatus } from '@/features/applications/api/update-application-status.ts';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { CandidateInterviewSection } from './CandidateInterview.tsx';
import { InterviewDialogs, type InterviewDialogKind } from './InterviewDialogs.tsx';

export { useStatusName } from './ApplicationFacts.tsx';

type Action = 'withdraw' | 'deny' | 'accept';

/**
 * The candidate's view of one application: the posting, the status and date, the interview (choose a time, cancel),
 * Withdraw or Deny, and Accept for an offer.
 */
export function ApplicationDialog({ application, onClose }: { application: Application | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const change = useChangeApplicationStatus();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [interviewDialog, setInterviewDialog] = useState<InterviewDialogKind | null>(null);
  const can = useCan();

  if (!application) return null;
  const from = application.applicationStatusId;
  // The API's own rule: Withdraw (Deny for an offer) unless final, Accept only an extended offer.
  const canWithdraw = can('application.move', { ...application, from, to: ApplicationStatus.withdrawn });
  const isOffer = can('application.move', { ...application, from, to: ApplicationStatus.accepted });

  const run = async (action: Action) => {
    setConfirming(null);
    try {
      await change.mutateAsync({ id: application.id, statusId: action === 'accept' ? ApplicationStatus.accepted : ApplicationStatus.withdrawn });
      notify.success(t(action === 'withdraw' ? 'applications.withdrawn' : action === 'deny' ? 'applications.declined' : 'applications.statusUpdated'));
      onClose();
    } catch {
      notify.error(t('applications.errors.statusUpdateFailed'));
    }
  };

  const confirmText = confirming === 'withdraw' ? t('applications.confirmWithdraw') : confirming === 'deny' ? t('applications.confirmDeny') : t('applications.confirmAccept');

  return (
    <>
      <ModalDialog
        open
        onClose={onClose}
        width={800}
        title={t('applications.dialogTitle', { position: application.charityPosition.name })}
        cancelLabel={t('common.close')}
        extraActions={
          <Stack direction="row" spacing={1}>
            {canWithdraw && (
              <Button color="error" variant="outlined" disabled={change.isPending} onClick={() => setConfirming(isOffer ? 'deny' : 'withdraw')}>
                {isOffer ? t('applications.deny') : t('applications.withdraw')}
              </Button>
            )}
            {isOffer && (
              <Button color="primary" variant="contained" disabled={change.isPending} onClick={() => setConfirming('accept')}>
                {t('applications.accept')}
              </Button>
            )}
          </Stack>
        }
      >
        <ApplicationFacts application={application} side="candidate" />
        <CandidateInterviewSection application={application} onOpen={setInterviewDialog} />
        <PostingSummaryView posting={application.posting} />
      </ModalDialog>
      <InterviewDialogs application={application} open={interviewDialog} onClose={() => setInterviewDialog(null)} />
      <ConfirmDialog open={confirming !== null} title={t('applications.confirmTitle')} message={confirmText} onCancel={() => setConfirming(null)} onConfirm={() => confirming && void run(confirming)} />
    </>
  );
}
