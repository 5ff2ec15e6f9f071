import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApplicationStatus, type Application } from '@boardmatch/shared';
import { useCan } from '@/lib/use-can.ts';
import { preloadInterviewDialog, type InterviewDialogKind } from './InterviewDialogs.tsx';
import { InterviewPlace } from './InterviewPlace.tsx';
import { useInterviewTime } from './interview-time.ts';

/**
 * Statuses from which an interview may be requested (the API's rule): Applied and Under Review move to Interview with
 * the times; in Interview itself, the Interview section proposes them.
 */
export const REQUEST_INTERVIEW_FROM: readonly number[] = [ApplicationStatus.applied, ApplicationStatus.underReview];

/** Times may be proposed (again) to an application in Interview with no interview under way. */
export function mayProposeInterview(application: Application): boolean {
  const state = application.interview?.state;
  return application.applicationStatusId === ApplicationStatus.interview && (state === undefined || state === 'cancelled' || state === 'otherTimes');
}

/** An interview being arranged or booked: a new one may not be proposed until it is cancelled. */
export const interviewUnderWay = (application: Application) => application.interview?.state === 'proposed' || application.interview?.state === 'scheduled';

/**
 * The charity's 'Interview' section of an application: where the interview stands (the times proposed, the candidate's
 * request for others, the booked time and place) and, for those who answer the charity's applicants, what to do next.
 */
export function CharityInterviewSection({ application, onOpen }: { application: Application; onOpen: (kind: InterviewDialogKind) => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const formatTime = useInterviewTime();
  const interview = application.interview;
  const mayAnswer = can('application.answer', application);
  const propose = mayAnswer && mayProposeInterview(application);
  if (!interview && !propose) return null;

  const action = (kind: InterviewDialogKind, label: string, color: 'primary' | 'error' = 'primary') => (
    <Button key={kind} variant="outlined" color={color} onClick={() => onOpen(kind)} onPointerEnter={() => preloadInterviewDialog(kind)}>
      {label}
    </Button>
  );
  const actions = mayAnswer
    ? [
        propose && action('propose', t('interviews.propose')),
        interview?.state === 'scheduled' && action('reschedule', t('interviews.reschedule')),
        interviewUnderWay(application) && can('interview.cancel', application) && action('cancel', t('interviews.cancel'), 'error'),
      ].filter(Boolean)
    : [];

  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {t('interviews.section')}
      </Typography>
      {interview?.state === 'proposed' && (
        <>
          <Typography>{t('interviews.stateProposed')}</Typography>
          <Box component="ul" sx={{ my: 1, pl: 3 }}>
            {interview.slots.map((slot) => (
              <li key={slot.id}>{formatTime(slot.startsAt)}</li>
            ))}
          </Box>
          <InterviewPlace place={interview.place} />
        </>
      )}
      {interview?.state === 'otherTimes' && (
        <>
          <Typography>{t('interviews.stateOtherTimes')}</Typography>
          {interview.candidateMessage && <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>{t('interviews.candidateSaid', { message: interview.candidateMessage })}</Typography>}
        </>
      )}
      {interview?.state === 'scheduled' && interview.startsAt && (
        <>
          <Typography sx={{ fontWeight: 600 }}>{t('interviews.stateScheduled', { when: formatTime(interview.startsAt), duration: interview.durationMinutes })}</Typography>
          <InterviewPlace place={interview.place} />
        </>
      )}
      {interview?.state === 'cancelled' && <Typography>{t('interviews.stateCancelled')}</Typography>}
      {actions.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {actions}
        </Stack>
      )}
    </Box>
  );
}
