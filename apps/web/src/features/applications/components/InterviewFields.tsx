import { MenuItem, TextField } from '@mui/material';
import { Controller, useFormContext, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INTERVIEW_DURATIONS, INTERVIEW_HORIZON_DAYS, INTERVIEW_PLACE_MAX } from '@boardmatch/shared';
import { isApiError } from '@/lib/api-error.ts';
import { instantToLocalInput, localInputToInstant } from './interview-time.ts';

export type InterviewDuration = (typeof INTERVIEW_DURATIONS)[number];

/** What both 'Propose interview times' and 'Reschedule' hold besides their times. */
export interface InterviewPlanValues {
  durationMinutes: InterviewDuration;
  place: string;
}

/** A duration the form offers: the one given when it is one of them, else an hour. */
export const offeredDuration = (minutes: number | undefined): InterviewDuration => INTERVIEW_DURATIONS.find((d) => d === minutes) ?? 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A date-time field's problem in the spec's words, or true: every time entered, in the future, within the year ahead.
 * `earlier` are the times before it on the form: one already there makes this one a repeat.
 */
export function useTimeRule() {
  const { t } = useTranslation();
  return (value: string, earlier: string[] = []): string | true => {
    const at = value ? localInputToInstant(value) : null;
    if (!at) return t('interviews.errors.timeRequired');
    const now = Date.now();
    if (at.getTime() <= now) return t('interviews.errors.timeInPast');
    if (at.getTime() > now + INTERVIEW_HORIZON_DAYS * DAY_MS) return t('interviews.errors.timeTooFar');
    if (earlier.some((other) => localInputToInstant(other)?.getTime() === at.getTime())) return t('interviews.errors.timesDistinct');
    return true;
  };
}

/** A date and time typed in the browser's own field (its local time), never earlier than now. */
export function InterviewTimeField<T extends FieldValues>({ name, label, validate }: { name: Path<T>; label: string; validate: (value: string, values: T) => string | true }) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      name={name}
      control={control}
      rules={{ validate }}
      render={({ field, fieldState }) => (
        <TextField
          type="datetime-local"
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
          required
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: instantToLocalInput(new Date()) } }}
        />
      )}
    />
  );
}

/** 'Duration' (in minutes, 60 by default) and 'Place or video link'. */
export function InterviewPlanFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<InterviewPlanValues>();
  return (
    <>
      <Controller
        name="durationMinutes"
        control={control}
        render={({ field }) => (
          <TextField select label={t('interviews.duration')} name={field.name} inputRef={field.ref} value={field.value} onChange={(e) => field.onChange(Number(e.target.value))} onBlur={field.onBlur} fullWidth>
            {INTERVIEW_DURATIONS.map((minutes) => (
              <MenuItem key={minutes} value={minutes}>
                {t('interviews.minutes', { count: minutes })}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="place"
        control={control}
        rules={{ validate: (value) => value.trim() !== '' || t('interviews.errors.placeRequired') }}
        render={({ field, fieldState }) => (
          <TextField
            label={t('interviews.place')}
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            required
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? t('interviews.placeHint')}
            slotProps={{ htmlInput: { maxLength: INTERVIEW_PLACE_MAX } }}
          />
        )}
      />
    </>
  );
}

/**
 * Shows the server's refusals (400, already in the user's language) on the form's fields, the server's paths mapped to
 * the form's by `field`; answers whether every issue found its field.
 */
export function showServerIssues<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'setError'>, error: unknown, field: (path: string) => Path<T> | null): boolean {
  if (!isApiError(error) || error.status !== 400 || error.issues.length === 0) return false;
  const placed = error.issues.map((issue) => ({ issue, path: field(issue.path) }));
  let focused = false;
  for (const { issue, path } of placed) {
    if (!path) continue;
    form.setError(path, { type: 'server', message: issue.message }, { shouldFocus: !focused });
    focused = true;
  }
  return placed.every((p) => p.path !== null);
}
