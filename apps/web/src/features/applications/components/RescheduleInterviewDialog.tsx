import { Stack, Typography } from '@mui/material';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Application } from '@boardmatch/shared';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { isApiError, serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useRescheduleInterview } from '@/features/applications/api/interviews.ts';
import { InterviewPlanFields, InterviewTimeField, offeredDuration, showServerIssues, useTimeRule, type InterviewDuration } from './InterviewFields.tsx';
import { browserTimeZone, instantToLocalInput, localInputToInstant } from './interview-time.ts';

interface RescheduleValues {
  startsAt: string;
  durationMinutes: InterviewDuration;
  place: string;
}

const formPath = (path: string): Path<RescheduleValues> | null => (path === 'startsAt' || path === 'durationMinutes' || path === 'place' ? path : null);

/** 'Reschedule': a scheduled interview's new time, its duration and place as they are now, to change. */
export function RescheduleInterviewDialog({ application, onClose }: { application: Application; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const timeRule = useTimeRule();
  const reschedule = useRescheduleInterview();
  const zone = browserTimeZone();
  const interview = application.interview;
  const form = useForm<RescheduleValues>({
    defaultValues: {
      startsAt: interview?.startsAt ? instantToLocalInput(interview.startsAt) : '',
      durationMinutes: offeredDuration(interview?.durationMinutes),
      place: interview?.place ?? '',
    },
  });

  const save = form.handleSubmit(async (values) => {
    try {
      await reschedule.mutateAsync({ id: application.id, startsAt: localInputToInstant(values.startsAt)!.toISOString(), durationMinutes: values.durationMinutes, place: values.place.trim(), timeZone: zone });
      notify.success(t('interviews.rescheduled'));
      onClose();
    } catch (error) {
      if (showServerIssues(form, error, formPath)) return;
      notify.error(serverMessage(error));
      // The interview was cancelled meanwhile: the application shows it as it is now.
      if (isApiError(error) && error.status === 409) onClose();
    }
  });

  return (
    <ModalDialog
      open
      width={640}
      title={t('interviews.rescheduleTitle')}
      onClose={onClose}
      dirty={form.formState.isDirty && !reschedule.isPending}
      onSubmit={save}
      submitLabel={t('interviews.reschedule')}
      submitting={reschedule.isPending}
    >
      <FormProvider {...form}>
        <Stack spacing={2}>
          <InterviewTimeField<RescheduleValues> name="startsAt" label={t('interviews.newTime')} validate={(value) => timeRule(value)} />
          <Typography variant="body2" color="text.secondary">
            {t('interviews.timeZoneNote', { zone })}
          </Typography>
          <InterviewPlanFields />
        </Stack>
      </FormProvider>
    </ModalDialog>
  );
}
