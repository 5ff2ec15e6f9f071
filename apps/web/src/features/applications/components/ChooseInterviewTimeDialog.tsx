import { useId, useState } from 'react';
import { Box, Button, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TextArea } from '@/components/TextArea.tsx';
import { INTERVIEW_MESSAGE_MAX, type Application } from '@boardmatch/shared';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { isApiError, serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useAskOtherInterviewTimes, useChooseInterviewTime } from '@/features/applications/api/interviews.ts';
import { browserTimeZone, useInterviewTime } from './interview-time.ts';
import { InterviewPlace } from './InterviewPlace.tsx';

/**
 * 'Choose a time for your interview': the proposed times in the candidate's language and time zone, one to choose;
 * or 'None of these times work for me', with a message, to ask the charity for others.
 */
export function ChooseInterviewTimeDialog({ application, onClose }: { application: Application; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const formatTime = useInterviewTime();
  const choose = useChooseInterviewTime();
  const ask = useAskOtherInterviewTimes();
  const otherId = useId();
  const [slotId, setSlotId] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const [other, setOther] = useState(false);
  const [message, setMessage] = useState('');
  const interview = application.interview;
  if (!interview) return null;

  const failed = (error: unknown) => {
    notify.error(serverMessage(error));
    // The charity changed the interview meanwhile (cancelled, or sent new times): the list now shows it as it is.
    if (isApiError(error) && error.status === 409) onClose();
  };

  const submit = async () => {
    if (other) {
      try {
        await ask.mutateAsync({ id: application.id, ...(message.trim() ? { message: message.trim() } : {}) });
        notify.success(t('interviews.otherTimesAsked'));
        onClose();
      } catch (error) {
        failed(error);
      }
      return;
    }
    if (slotId === null) {
      setMissing(true);
      return;
    }
    try {
      await choose.mutateAsync({ id: application.id, slotId });
      notify.success(t('interviews.chosen'));
      onClose();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <ModalDialog
      open
      width={640}
      title={t('interviews.chooseTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={other ? t('interviews.askOtherTimes') : t('interviews.choose')}
      submitting={choose.isPending || ask.isPending}
    >
      <Stack spacing={2}>
        <Typography>{t('interviews.chooseHint', { charity: application.charity.name, duration: interview.durationMinutes, zone: browserTimeZone() })}</Typography>
        <InterviewPlace place={interview.place} />
        {!other && (
          <FormControl component="fieldset" error={missing} required>
            <FormLabel component="legend">{t('interviews.chooseTime')}</FormLabel>
            <RadioGroup
              name="interview-time"
              value={slotId === null ? '' : String(slotId)}
              onChange={(e) => {
                setSlotId(Number(e.target.value));
                setMissing(false);
              }}
            >
              {interview.slots.map((slot) => (
                <FormControlLabel key={slot.id} value={String(slot.id)} control={<Radio />} label={formatTime(slot.startsAt)} />
              ))}
            </RadioGroup>
            {missing && <FormHelperText>{t('interviews.pickOne')}</FormHelperText>}
          </FormControl>
        )}
        <Box>
          <Button variant={other ? 'contained' : 'text'} aria-expanded={other} aria-controls={other ? otherId : undefined} onClick={() => setOther(!other)}>
            {t('interviews.noneWork')}
          </Button>
        </Box>
        {other && (
          <TextArea
            id={otherId}
            label={t('interviews.otherTimesMessage')}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            minRows={3}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: INTERVIEW_MESSAGE_MAX } }}
          />
        )}
      </Stack>
    </ModalDialog>
  );
}
