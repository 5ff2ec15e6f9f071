import { useState } from 'react';
import { Box, Button, Chip, Divider, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TextArea } from '@/components/TextArea.tsx';
import { APPLICATION_MESSAGE_MAX, ApplicationStatus, DECLINE_REASONS, type Application, type DeclineReason } from '@boardmatch/shared';
import { useApplicationPipeline } from '@/features/applications/api/application-pipeline.ts';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { PostingSummaryView } from '@/components/PostingSummaryView.tsx';
import { ApplicationFacts } from './ApplicationFacts.tsx';
import { ApplicationPipeline } from './ApplicationPipeline.tsx';
import { CharityInterviewSection, REQUEST_INTERVIEW_FROM, interviewUnderWay } from './CharityInterviewSection.tsx';
import { InterviewDialogs, preloadInterviewDialog, type InterviewDialogKind } from './InterviewDialogs.tsx';
import { RichText } from '@/components/RichText.tsx';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useCan } from '@/lib/use-can.ts';
import { usePersonName } from '@/lib/person-name.ts';
import { downloadApplicantResume } from '@/features/applications/api/download-applicant-resume.ts';
import { useApplicant } from '@/features/applications/api/get-applicant.ts';
import { useCharityStatusChange } from '@/features/applications/api/update-application-status.ts';

/**
 * The charity's moves, in the order the buttons show: Decline, Under Review, Request Interview, Extend Offer. Request
 * Interview opens 'Propose interview times', whose review asks the confirmation; the others ask theirs here.
 */
const MOVES = [
  { to: ApplicationStatus.declinedByCharity, label: 'decline', confirm: 'confirmDecline' },
  { to: ApplicationStatus.underReview, label: 'underReview', confirm: 'confirmUnderReview' },
  { to: ApplicationStatus.interview, label: 'interview', confirm: 'confirmInterview' },
  { to: ApplicationStatus.offerExtended, label: 'offer', confirm: 'confirmOffer' },
] as const;
type Move = (typeof MOVES)[number];

/** The applicant's details this representative may see: title, place, about, skills, causes and the resume. */
function ApplicantDetails({ application }: { application: Application }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const applicant = useApplicant(application.candidateId, application.postingId);
  const c = applicant.data;
  if (!c) return <Typography color="text.secondary">{applicant.isError ? t('errors.notAllowed') : t('common.loading')}</Typography>;
  const place = c.location ? [c.location.city, c.location.region].filter(Boolean).join(', ') : null;
  return (
    <Box>
      <Typography variant="h6" component="p">
        {c.firstName} {c.lastName}
        {c.pronoun ? ` (${c.pronoun})` : ''}
      </Typography>
      {(c.currentTitle || c.currentOrganization) && <Typography>{[c.currentTitle, c.currentOrganization].filter(Boolean).join(', ')}</Typography>}
      {place && <Typography color="text.secondary">{place}</Typography>}
      {c.email && <Typography>{c.email}</Typography>}
      {c.phone && <Typography>{c.phone.number}</Typography>}
      {c.about && (
        <Box sx={{ mt: 1 }}>
          <RichText html={c.about} />
        </Box>
      )}
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
        {[...c.skills, ...c.focusAreas].map((s) => (
          <Chip key={`${s.id}-${s.name}`} size="small" label={s.name} />
        ))}
      </Stack>
      {c.resume && (
        <Button sx={{ mt: 1 }} variant="outlined" size="small" onClick={() => downloadApplicantResume(c.resume!).catch(() => notify.error())}>
          {t('applications.charity.downloadResume')}
        </Button>
      )}
    </Box>
  );
}

/** One application as its charity sees it, with the status moves the rules allow now. */
export function CharityApplicationDialog({ application, onClose }: { application: Application | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const can = useCan();
  const personName = usePersonName();
  const change = useCharityStatusChange();
  const [confirming, setConfirming] = useState<Move | null>(null);
  const [reason, setReason] = useState<DeclineReason | ''>('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [message, setMessage] = useState('');
  const [noteDirty, setNoteDirty] = useState(false);
  const [interviewDialog, setInterviewDialog] = useState<InterviewDialogKind | null>(null);

  const pipeline = useApplicationPipeline(application?.id ?? 0, Boolean(application) && can('application.notes', application ?? { charityId: 0, candidateId: 0 }));

  if (!application) return null;
  const from = application.applicationStatusId;
  // Request Interview proposes times from Applied or Under Review (in Interview, the Interview section does), and
  // not while an interview is under way.
  const allowed = MOVES.filter(
    (m) => can('application.move', { ...application, from, to: m.to }) && (m.to !== ApplicationStatus.interview || (REQUEST_INTERVIEW_FROM.includes(from) && !interviewUnderWay(application))),
  );
  const candidate = personName(application.candidate);

  const run = async (move: Move) => {
    const declining = move.to === ApplicationStatus.declinedByCharity;
    if (declining && !reason) {
      setReasonMissing(true);
      return;
    }
    try {
      await change.mutateAsync({ id: application.id, statusId: move.to, ...(declining ? { declineReason: reason || undefined, message } : {}) });
      notify.success(t(declining ? 'applications.declined' : 'applications.statusUpdated'));
      setConfirming(null);
      onClose();
    } catch {
      notify.error(t('applications.errors.statusUpdateFailed'));
    }
  };

  return (
    <>
      <ModalDialog
        open
        onClose={onClose}
        width={1000}
        title={t('applications.charity.dialogTitle', { candidate, position: application.charityPosition.name })}
        cancelLabel={t('common.close')}
        dirty={noteDirty}
        extraActions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {allowed.map((move) => (
              <Button
                key={move.to}
                variant={move.to === ApplicationStatus.offerExtended ? 'contained' : 'outlined'}
                color={move.to === ApplicationStatus.declinedByCharity ? 'error' : 'primary'}
                disabled={change.isPending}
                onPointerEnter={move.to === ApplicationStatus.interview ? () => preloadInterviewDialog('propose') : undefined}
                onClick={() => {
                  if (move.to === ApplicationStatus.interview) {
                    setInterviewDialog('propose');
                    return;
                  }
                  // A decline opens with the kind note, in the candidate's language, for the charity to keep or change.
                  setMessage(move.to === ApplicationStatus.declinedByCharity ? (pipeline.data?.declineMessage ?? '') : '');
                  setReason('');
                  setReasonMissing(false);
                  setConfirming(move);
                }}
              >
                {t(`applications.charity.${move.label}`)}
              </Button>
            ))}
          </Stack>
        }
      >
        <ApplicationFacts application={application} emptyNotes={t('applications.charity.noNotes')} />
        <CharityInterviewSection application={application} onOpen={setInterviewDialog} />
        <Typography variant="h6" component="h3" gutterBottom>
          {t('applications.charity.candidateDetails')}
        </Typography>
        <ApplicantDetails application={application} />
        {can('application.notes', application) && (
          <>
            <Divider sx={{ my: 2 }} />
            <ApplicationPipeline applicationId={application.id} onDirtyChange={setNoteDirty} />
          </>
        )}
        <Divider sx={{ my: 2 }} />
        <PostingSummaryView posting={application.posting} />
      </ModalDialog>
      <InterviewDialogs application={application} open={interviewDialog} onClose={() => setInterviewDialog(null)} />
      {confirming && (
        <ModalDialog
          open
          width={600}
          title={t('applications.confirmTitle')}
          onClose={() => setConfirming(null)}
          onSubmit={() => void run(confirming)}
          submitLabel={t('common.yes')}
          cancelLabel={t('common.no')}
          submitting={change.isPending}
        >
          <Typography sx={{ mb: 2 }}>{t(`applications.charity.${confirming.confirm}`)}</Typography>
          {confirming.to === ApplicationStatus.declinedByCharity && (
            <Stack spacing={2}>
              <TextField
                select
                required
                label={t('pipeline.declineReason')}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value as DeclineReason);
                  setReasonMissing(false);
                }}
                error={reasonMissing}
                helperText={reasonMissing ? t('fieldRules.invalidChoice', { field: t('pipeline.declineReason') }) : t('pipeline.declineReasonHint')}
                fullWidth
              >
                {DECLINE_REASONS.map((r) => (
                  <MenuItem key={r} value={r}>
                    {t(`applications.declineReasons.${r}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextArea label={t('pipeline.messageToCandidate')} value={message} onChange={(e) => setMessage(e.target.value)} minRows={6} fullWidth slotProps={{ htmlInput: { maxLength: APPLICATION_MESSAGE_MAX } }} />
            </Stack>
          )}
        </ModalDialog>
      )}
    </>
  );
}
