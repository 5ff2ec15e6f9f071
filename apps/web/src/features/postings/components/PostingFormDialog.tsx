import { useEffect, useMemo, useRef } from 'react';
import { Grid } from '@mui/material';
import { Controller, FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { calendarDay, hasRichWords, oneYearAfter, postingDateIssues, postingInputSchema, type CharityPosting } from '@boardmatch/shared';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { FormSelect, type SelectOption } from '@/components/form/FormSelect.tsx';
import { FormTextField } from '@/components/form/FormTextField.tsx';
import { ChipPicker } from '@/components/ChipPicker.tsx';
import { LazyRichTextEditor as RichTextEditor } from '@/components/LazyRichTextEditor.tsx';
import { useSkills } from '@/lib/api/find-lookup.ts';
import { isApiError, serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { formResolver } from '@/lib/form/form-resolver.ts';
import { useErrorText } from '@/lib/form/error-text.ts';
import { useSavePosting } from '@/features/postings/api/save-posting.ts';
import { hasUnsavedEdits } from '@/lib/form/use-unsaved-changes.tsx';

export interface PostingFormValues {
  charityPositionId: number | null;
  startDate: string;
  endDate: string;
  expiryDate: string;
  description: string;
  skills: number[];
  specialRequirements: string;
}

/** The form's rules: the API's shape, a description with words, and the date rules against today. */
function postingFormSchema(unchanged: { startDate?: string; expiryDate?: string }) {
  return postingInputSchema
    .omit({ charityId: true })
    .extend({ description: z.string().refine(hasRichWords, 'charityPostings.validation.mustBeFilled') })
    .superRefine((value, ctx) => {
      for (const issue of postingDateIssues(value, calendarDay(), unchanged)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    });
}

function toValues(posting: CharityPosting | null): PostingFormValues {
  return {
    charityPositionId: posting?.charityPosition.id ?? null,
    startDate: posting?.startDate ?? '',
    endDate: posting?.endDate ?? '',
    expiryDate: posting?.expiryDate ?? '',
    // An empty editor's own value, so that an empty description reads 'Must be filled'.
    description: posting?.description ?? '<p></p>',
    skills: posting?.candidateSkill.map((s) => s.id) ?? [],
    specialRequirements: posting?.specialRequirements ?? '',
  };
}

interface PostingFormDialogProps {
  open: boolean;
  charityId: number;
  /** The posting to edit; null for a new one. */
  posting: CharityPosting | null;
  /** The charity's active positions. */
  positions: readonly SelectOption[];
  /** The positions are being read again (a position was just added, or a refresh). */
  positionsLoading?: boolean;
  /** A new posting's values given ahead (a posting drafted for a seat): the representative still changes any of them. */
  initialValues?: Partial<PostingFormValues>;
  onClose: () => void;
}

/** New Position Posting / Edit: position, mandate dates, expiry, description (bold, italic, underline), skills and requirements. */
export function PostingFormDialog({ open, charityId, posting, positions, positionsLoading = false, initialValues, onClose }: PostingFormDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const skills = useSkills();
  const save = useSavePosting(charityId);
  const resolver = useMemo(() => formResolver<PostingFormValues>(postingFormSchema({ startDate: posting?.startDate, expiryDate: posting?.expiryDate })), [posting]);
  const form = useForm<PostingFormValues>({ defaultValues: { ...toValues(posting), ...(posting ? {} : initialValues) }, resolver, mode: 'onChange' });
  const [startDate, endDate, expiryDate] = useWatch({ control: form.control, name: ['startDate', 'endDate', 'expiryDate'] });
  const today = calendarDay();
  const lastEnd = useRef<string>('');

  useEffect(() => {
    if (!open) return;
    const values = { ...toValues(posting), ...(posting ? {} : initialValues) };
    lastEnd.current = values.endDate;
    form.reset(values);
  }, [open, posting, initialValues, form]);

  // A mandate end set before the expiry pulls the expiry back to it, with the spec's warning.
  useEffect(() => {
    if (!open || !/^\d{4}-\d{2}-\d{2}$/.test(endDate) || endDate === lastEnd.current) return;
    lastEnd.current = endDate;
    if (expiryDate && expiryDate > endDate) {
      form.setValue('expiryDate', endDate, { shouldValidate: true });
      notify.warning(t('charityPostings.form.expiryAdjusted'));
    }
  }, [open, endDate, expiryDate, form, notify, t]);

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await save.mutateAsync({ id: posting?.id, input: { ...values, charityId, charityPositionId: values.charityPositionId! } });
        notify.success(t(posting ? 'charityPostings.saved' : 'charityPostings.created'));
        onClose();
      } catch (error) {
        if (isApiError(error)) for (const issue of error.issues) if (issue.path) form.setError(issue.path as Path<PostingFormValues>, { type: 'server', message: issue.message });
        notify.error(serverMessage(error) ?? t('charityPostings.saveFailed'));
      }
    },
    () => notify.error(t('charityPostings.form.invalid')),
  );

  const dateLimits = {
    startDate: { min: posting && posting.startDate < today ? posting.startDate : today, max: endDate || undefined },
    endDate: { min: startDate && startDate > today ? startDate : today },
    expiryDate: { min: today, max: endDate || oneYearAfter(today) },
  };
  const dateField = (name: 'startDate' | 'endDate' | 'expiryDate') => (
    <Grid size={{ xs: 12, sm: 4 }}>
      <FormTextField name={name} type="date" label={t(`charityPostings.form.${name}`)} required fullWidth slotProps={{ inputLabel: { shrink: true }, htmlInput: dateLimits[name] }} />
    </Grid>
  );

  return (
    <ModalDialog
      dirty={hasUnsavedEdits(form.formState)}
      open={open}
      title={posting ? t('charityPostings.form.editTitle', { id: posting.id }) : t('charityPostings.form.newTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
      width={1280}
    >
      <FormProvider {...form}>
        <Grid container spacing={2} component="form" noValidate onSubmit={(e) => e.preventDefault()} sx={{ pt: 1 }}>
          <Grid size={12}>
            <FormSelect name="charityPositionId" label={t('charityPostings.form.position')} options={positions} loading={positionsLoading} required />
          </Grid>
          {dateField('startDate')}
          {dateField('endDate')}
          {dateField('expiryDate')}
          <Grid size={12}>
            <Controller
              name="description"
              control={form.control}
              render={({ field, fieldState }) => (
                <RichTextEditor label={`${t('charityPostings.form.description')} *`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errorText(fieldState.error, t('charityPostings.form.description'))} />
              )}
            />
          </Grid>
          <Grid size={12}>
            <Controller
              name="skills"
              control={form.control}
              render={({ field, fieldState }) => (
                <ChipPicker label={t('charityPostings.form.skills')} options={skills.data ?? []} value={field.value} onChange={field.onChange} required error={errorText(fieldState.error, t('charityPostings.form.skills'))} />
              )}
            />
          </Grid>
          <Grid size={12}>
            <FormTextField name="specialRequirements" label={t('charityPostings.form.specialRequirements')} required fullWidth multiline minRows={2} />
          </Grid>
        </Grid>
      </FormProvider>
    </ModalDialog>
  );
}
