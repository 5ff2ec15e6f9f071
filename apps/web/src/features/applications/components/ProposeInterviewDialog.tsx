import { useState } from 'react';
import { Alert, Box, Button, IconButton, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { FormProvider, useFieldArray, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INTERVIEW_TIMES_MAX, INTERVIEW_TIMES_MIN, type Application, type ProposeInterview } from '@boardmatch/shared';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { isApiError, serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useProposeInterview } from '@/features/applications/api/interviews.ts';
import { InterviewPlanFields, InterviewTimeField, offeredDuration, showServerIssues, useTimeRule, type InterviewDuration } from './InterviewFields.tsx';
import { browserTimeZone, localInputToInstant, useInterviewTime } from './interview-time.ts';
import { InterviewPlace } from './InterviewPlace.tsx';

interface ProposeValues {
  times: { value: string }[];
  durationMinutes: InterviewDuration;
  place: string;
}

/** The server's path of a refused field ('times.1', 'place') as the form's. */
const formPath = (path: string): Path<ProposeValues> | null => {
  if (/^times\.\d+$/.test(path)) return `${path}.value` as Path<ProposeValues>;
  if (path === 'times') return 'root.times' as Path<ProposeValues>;
  return path === 'place' || path === 'durationMinutes' ? path : null;
};

/**
 * 'Propose interview times' (the spec's Request Interview): 2 to 5 times, a duration and a place, checked here, then
 * a review with the spec's question, and only then sent. The times are typed in the browser's time zone.
 */
export function ProposeInterviewDialog({ application, onClose }: { application: Application; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const formatTime = useInterviewTime();
  const timeRule = useTimeRule();
  const propose = useProposeInterview();
  const zone = browserTimeZone();
  // A new proposal after a cancellation or a request for other times starts from the last one's duration and place.
  const last = application.interview;
  const form = useForm<ProposeValues>({
    defaultValues: { times: [{ value: '' }, { value: '' }], durationMinutes: offeredDuration(last?.durationMinutes), place: last?.place ?? '' },
  });
  const times = useFieldArray({ control: form.control, name: 'times' });
  const [review, setReview] = useState<ProposeInterview | null>(null);

  const toReview = form.handleSubmit((values) =>
    setReview({
      times: values.times.map((time) => localInputToInstant(time.value)!.toISOString()),
      durationMinutes: values.durationMinutes,
      place: values.place.trim(),
      timeZone: zone,
    }),
  );

  const send = async () => {
    if (!review) return;
    try {
      await propose.mutateAsync({ id: application.id, ...review });
      notify.success(t('interviews.proposed'));
      onClose();
    } catch (error) {
      if (showServerIssues(form, error, formPath)) {
        setReview(null);
        return;
      }
      notify.error(serverMessage(error));
      // Times were proposed meanwhile (by a colleague, or from another tab): the application shows them now.
      if (isApiError(error) && error.status === 409) onClose();
    }
  };

  const removeTime = (index: number) => {
    times.remove(index);
    form.setFocus(`times.${index - 1}.value`);
  };

  const timesError = form.formState.errors.root?.times?.message;

  return (
    <ModalDialog
      open
      width={640}
      title={review ? t('interviews.reviewTitle') : t('interviews.propose')}
      onClose={onClose}
      dirty={form.formState.isDirty && !propose.isPending}
      // Review answers nothing: the dialog then takes no second press for a moment, so a double press on Review does
      // not also press the Send that takes its place. Send answers its promise: one press sends, once.
      onSubmit={review ? send : () => void toReview()}
      submitLabel={review ? t('interviews.send') : t('interviews.review')}
      submitting={propose.isPending}
      extraActions={
        review && (
          <Button onClick={() => setReview(null)} disabled={propose.isPending}>
            {t('common.previous')}
          </Button>
        )
      }
    >
      <FormProvider {...form}>
        {review ? (
          <Stack spacing={1.5}>
            <Typography>{t('applications.charity.confirmInterview')}</Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {review.times.map((time) => (
                <li key={time}>{formatTime(time)}</li>
              ))}
            </Box>
            <Typography>{t('interviews.durationIs', { count: review.durationMinutes })}</Typography>
            <InterviewPlace place={review.place} />
            <Typography variant="body2" color="text.secondary">
              {t('interviews.timeZoneNote', { zone })}
            </Typography>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Typography>{t('interviews.proposeHint')}</Typography>
            {timesError && <Alert severity="error">{timesError}</Alert>}
            {times.fields.map((time, index) => (
              <Stack key={time.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <InterviewTimeField<ProposeValues>
                  name={`times.${index}.value`}
                  label={t('interviews.timeLabel', { n: index + 1 })}
                  validate={(value, values) => timeRule(value, values.times.slice(0, index).map((other) => other.value))}
                />
                {index >= INTERVIEW_TIMES_MIN && (
                  <IconButton aria-label={t('interviews.removeTime', { n: index + 1 })} onClick={() => removeTime(index)} sx={{ mt: 1 }}>
                    <DeleteIcon />
                  </IconButton>
                )}
              </Stack>
            ))}
            {times.fields.length < INTERVIEW_TIMES_MAX && (
              <Box>
                <Button variant="outlined" onClick={() => times.append({ value: '' })}>
                  {t('interviews.addTime')}
                </Button>
              </Box>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('interviews.timeZoneNote', { zone })}
            </Typography>
            <InterviewPlanFields />
          </Stack>
        )}
      </FormProvider>
    </ModalDialog>
  );
}
