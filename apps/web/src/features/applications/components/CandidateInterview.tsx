import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Application } from '@boardmatch/shared';
import { useCan } from '@/lib/use-can.ts';
import { preloadInterviewDialog, type InterviewDialogKind } from './InterviewDialogs.tsx';
import { InterviewPlace } from './InterviewPlace.tsx';
import { browserTimeZone, useInterviewTime } from './interview-time.ts';

/** Where the candidate's interview stands, in a line: 'Interview: {when}', or waiting for new times; null otherwise. */
export function CandidateInterviewNote({ application }: { application: Application }) {
  const { t } = useTranslation();
  const formatTime = useInterviewTime();
  const interview = application.interview;
  if (interview?.state === 'scheduled' && interview.startsAt) return <Typography variant="body2">{t('interviews.scheduledOn', { when: formatTime(interview.startsAt) })}</Typography>;
  if (interview?.state === 'otherTimes') return <Typography variant="body2">{t('interviews.awaitingTimes')}</Typography>;
  return null;
}

/** 'Choose a time' for an application whose interview times wait for the candidate's choice; null otherwise. */
export function ChooseTimeButton({ application, onOpen, variant = 'contained' }: { application: Application; onOpen: (kind: InterviewDialogKind) => void; variant?: 'contained' | 'outlined' }) {
  const { t } = useTranslation();
  const can = useCan();
  if (application.interview?.state !== 'proposed' || !can('interview.choose', application)) return null;
  return (
    <Button size="small" variant={variant} onClick={() => onOpen('choose')} onPointerEnter={() => preloadInterviewDialog('choose')}>
      {t('interviews.chooseTime')}
    </Button>
  );
}

/** The candidate's 'Interview' section of an application: the times to choose from, the booked time and place, or why there is none. */
export function CandidateInterviewSection({ application, onOpen }: { application: Application; onOpen: (kind: InterviewDialogKind) => void }) {
  const { t } = useTranslation();
  const formatTime = useInterviewTime();
  const can = useCan();
  const interview = application.interview;
  if (!interview) return null;
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {t('interviews.section')}
      </Typography>
      {interview.state === 'proposed' && (
        <>
          <Typography>{t('interviews.chooseHint', { charity: application.charity.name, duration: interview.durationMinutes, zone: browserTimeZone() })}</Typography>
          <Box component="ul" sx={{ my: 1, pl: 3 }}>
            {interview.slots.map((slot) => (
              <li key={slot.id}>{formatTime(slot.startsAt)}</li>
            ))}
          </Box>
        </>
      )}
      <CandidateInterviewNote application={application} />
      {interview.state === 'cancelled' && <Typography>{t('interviews.stateCancelled')}</Typography>}
      {(interview.state === 'scheduled' || interview.state === 'proposed') && <InterviewPlace place={interview.place} />}
      {interview.state === 'proposed' && (
        <Box sx={{ mt: 1 }}>
          <ChooseTimeButton application={application} onOpen={onOpen} />
        </Box>
      )}
      {interview.state === 'scheduled' && can('interview.cancel', application) && (
        <Button size="small" variant="outlined" color="error" sx={{ mt: 1 }} onClick={() => onOpen('cancel')} onPointerEnter={() => preloadInterviewDialog('cancel')}>
          {t('interviews.cancel')}
        </Button>
      )}
    </Box>
  );
}
