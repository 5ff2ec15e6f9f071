import { useCallback, useMemo } from 'react';
import { Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormHelperText, FormLabel, Grid, IconButton, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Controller, FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OtherId, RenewableTerm, type CharityDetails, type PositionMatchingUpdate } from '@boardmatch/shared';
import { FormSelect } from '@/components/form/FormSelect.tsx';
import { FormTextField } from '@/components/form/FormTextField.tsx';
import { useBoardTypes, useBoardWorkHours, useDevelopmentStages, useFundingStatuses } from '@/lib/api/find-lookup.ts';
import { serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { formResolver } from '@/lib/form/form-resolver.ts';
import { useErrorText } from '@/lib/form/error-text.ts';
import { useSavePositionMatching } from '@/features/charities/api/update-position-matching.ts';
import { useRegisterSave, type SaveHandle } from './CharityDetailsForm.tsx';
import { hasUnsavedEdits, useUnsavedChanges } from '@/lib/form/use-unsaved-changes.tsx';
import { useResetOnNewData } from '@/lib/form/use-reset-on-new-data.ts';

type Matching = PositionMatchingUpdate['positionMatching'];
type NumberOrNull<T> = { [K in keyof T]: T[K] extends number ? number | null : T[K] extends number | null | undefined ? number | null : T[K] extends boolean ? boolean | null : T[K] };
interface MatchingFormValues {
  programs: { name: string; details: string }[];
  positionMatching: NumberOrNull<Matching> & { charityBoardWorkHoursOther: string };
}

const resolver = formResolver<MatchingFormValues>(() => import('./position-matching-schema.ts').then((m) => m.positionMatchingUpdateSchema));

function toValues(d: CharityDetails): MatchingFormValues {
  const m = d.positionMatching;
  return {
    programs: d.programs.map((p) => ({ name: p.name, details: p.details })),
    positionMatching: {
      annualGeneralMeetingMonth: m?.annualGeneralMeetingMonth ?? null,
      recruitForBoardMonth: m?.recruitForBoardMonth ?? null,
      charityBoardTypeId: m?.charityBoardTypeId ?? null,
      charityDevelopmentStageId: m?.charityDevelopmentStageId ?? null,
      operatingBudgetCurrentYear: m?.operatingBudgetCurrentYear ?? null,
      charityFundingStatusId: m?.charityFundingStatusId ?? null,
      numberOfPaidStaff: m?.numberOfPaidStaff ?? null,
      numberOfVolunteers: m?.numberOfVolunteers ?? null,
      maximumBoardSize: m?.maximumBoardSize ?? null,
      lengthOfBoardTerm: m?.lengthOfBoardTerm ?? null,
      lengthOfRenewableTerm: m?.lengthOfRenewableTerm ?? null,
      charityBoardWorkHoursId: m?.charityBoardWorkHoursId ?? null,
      charityBoardWorkHoursOther: m?.charityBoardWorkHoursOther ?? '',
      boardMeetingTimesPerYear: m?.boardMeetingTimesPerYear ?? null,
      boardMeetingTimeAndDay: m?.boardMeetingTimeAndDay ?? '',
      boardMeetingLocation: m?.boardMeetingLocation ?? '',
      boardExtraActivities: m?.boardExtraActivities ?? '',
      filedLatestT3010: m ? m.filedLatestT3010 : null,
      statuaryRemittancesUpToDate: m ? m.statuaryRemittancesUpToDate : null,
      optOutOfAutomatedMatching: m?.optOutOfAutomatedMatching ?? false,
    },
  };
}

/** Number inputs hold text; the API wants numbers. */
const asNumber = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/** Onboarding step 7: programs, focus on the board's matching questions, the two yes/no questions and the opt-out. */
export function PositionMatchingForm({ details, readOnly, submitRef, onSaved }: { details: CharityDetails; readOnly: boolean; submitRef: SaveHandle; onSaved?: () => void }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const boardTypes = useBoardTypes();
  const stages = useDevelopmentStages();
  const funding = useFundingStatuses();
  const workHours = useBoardWorkHours();
  const save = useSavePositionMatching(details.id);
  const form = useForm<MatchingFormValues>({ defaultValues: toValues(details), resolver, mode: 'onChange' });
  const programs = useFieldArray({ control: form.control, name: 'programs' });
  const [workHoursId, t3010, remittances] = useWatch({ control: form.control, name: ['positionMatching.charityBoardWorkHoursId', 'positionMatching.filedLatestT3010', 'positionMatching.statuaryRemittancesUpToDate'] });

  const months = useMemo(
    () => Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: new Date(2000, i, 1).toLocaleString(i18n.language === 'fr' ? 'fr-CA' : 'en-CA', { month: 'long' }) })),
    [i18n.language],
  );
  const boardTerms = useMemo(() => [1, 2, 3, 4, 5].map((n) => ({ id: n, name: t('charity.years', { count: n }) })), [t]);
  const renewable = useMemo(
    () => [
      ...[1, 2, 3, 4, 5].map((n) => ({ id: n, name: t('charity.renewable.times', { count: n }) })),
      { id: RenewableTerm.noLimit, name: t('charity.renewable.noLimit') },
      { id: RenewableTerm.notRenewable, name: t('charity.renewable.notRenewable') },
    ],
    [t],
  );

  useResetOnNewData(form, details, toValues);
  const { prompt } = useUnsavedChanges(!readOnly && hasUnsavedEdits(form.formState));

  const submit = useCallback(async (): Promise<boolean> => {
    let ok = false;
    await form.handleSubmit(
      async (values) => {
        try {
          const m = values.positionMatching;
          await save.mutateAsync({
            programs: values.programs,
            positionMatching: { ...(m as unknown as Matching), charityBoardWorkHoursOther: m.charityBoardWorkHoursOther?.trim() || null },
          });
          form.reset(form.getValues());
          notify.success(t('charity.onboarding.saved'));
          onSaved?.();
          ok = true;
        } catch (error) {
          notify.error(serverMessage(error));
        }
      },
      (errors) => notify.error(errors.programs?.root || errors.programs?.message ? t('charity.validation.programs') : t('charity.invalid')),
    )();
    return ok;
  }, [form, save, notify, t, onSaved]);

  useRegisterSave(submitRef, submit);

  const num = (name: `positionMatching.${keyof Matching}`, label: string) => (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Controller
        name={name}
        control={form.control}
        render={({ field, fieldState }) => (
          <TextField
            label={label}
            type="number"
            required
            fullWidth
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(asNumber(e.target.value))}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={errorText(fieldState.error, label)}
            slotProps={{ htmlInput: { min: 0, readOnly } }}
          />
        )}
      />
    </Grid>
  );
  const select = (name: `positionMatching.${keyof Matching}`, label: string, options: readonly { id: number; name: string }[] | undefined, required = true) => (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <FormSelect name={name} label={label} options={options} required={required} disabled={readOnly} emptyLabel={required ? undefined : '—'} />
    </Grid>
  );
  const text = (name: `positionMatching.${keyof Matching}`, label: string) => (
    <Grid size={{ xs: 12, md: 6 }}>
      <FormTextField name={name} label={label} required fullWidth readOnly={readOnly} />
    </Grid>
  );
  const yesNo = (name: 'positionMatching.filedLatestT3010' | 'positionMatching.statuaryRemittancesUpToDate', label: string, value: boolean | null) => (
    <Grid size={12}>
      <Controller
        name={name}
        control={form.control}
        render={({ field, fieldState }) => (
          <FormControl required error={Boolean(fieldState.error)} disabled={readOnly}>
            <FormLabel id={`${name}-label`}>{label}</FormLabel>
            <RadioGroup row aria-labelledby={`${name}-label`} value={field.value === null ? '' : String(field.value)} onChange={(e) => field.onChange(e.target.value === 'true')}>
              <FormControlLabel value="true" control={<Radio />} label={t('common.yes')} />
              <FormControlLabel value="false" control={<Radio />} label={t('common.no')} />
            </RadioGroup>
            {fieldState.error && <FormHelperText>{errorText(fieldState.error, label)}</FormHelperText>}
            {value === false && <Alert severity="warning">{t('charity.validation.answerNo')}</Alert>}
          </FormControl>
        )}
      />
    </Grid>
  );

  const programsError = form.formState.errors.programs;
  return (
    <FormProvider {...form}>
      {prompt}
      <Grid container spacing={2} component="form" noValidate onSubmit={(e) => e.preventDefault()} aria-label={t('charity.onboarding.steps.7')}>
        <Grid size={12}>
          <Typography variant="h6" component="h3">
            {t('charity.sections.programs')}
          </Typography>
        </Grid>
        {programs.fields.map((item, index) => (
          <Grid key={item.id} size={12}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
              <FormTextField name={`programs.${index}.name`} label={t('charity.fields.programName')} required fullWidth readOnly={readOnly} />
              <FormTextField name={`programs.${index}.details`} label={t('charity.fields.programDetails')} required fullWidth multiline readOnly={readOnly} />
              {!readOnly && (
                <IconButton aria-label={t('charity.fields.removeProgram', { name: form.getValues(`programs.${index}.name`) || index + 1 })} onClick={() => programs.remove(index)}>
                  <DeleteIcon />
                </IconButton>
              )}
            </Stack>
          </Grid>
        ))}
        <Grid size={12}>
          {!readOnly && (
            <Button variant="outlined" onClick={() => programs.append({ name: '', details: '' })}>
              {t('charity.fields.addProgram')}
            </Button>
          )}
          {programsError && !Array.isArray(programsError) && <FormHelperText error>{t('charity.validation.programs')}</FormHelperText>}
        </Grid>

        <Grid size={12}>
          <Typography variant="h6" component="h3">
            {t('charity.sections.board')}
          </Typography>
        </Grid>
        {select('positionMatching.annualGeneralMeetingMonth', t('charity.fields.annualGeneralMeetingMonth'), months, false)}
        {select('positionMatching.recruitForBoardMonth', t('charity.fields.recruitForBoardMonth'), months, false)}
        {select('positionMatching.charityBoardTypeId', t('charity.fields.boardType'), boardTypes.data)}
        {select('positionMatching.charityDevelopmentStageId', t('charity.fields.developmentStage'), stages.data)}
        {num('positionMatching.operatingBudgetCurrentYear', t('charity.fields.operatingBudget'))}
        {select('positionMatching.charityFundingStatusId', t('charity.fields.fundingStatus'), funding.data)}
        {num('positionMatching.numberOfPaidStaff', t('charity.fields.numberOfPaidStaff'))}
        {num('positionMatching.numberOfVolunteers', t('charity.fields.numberOfVolunteers'))}
        {num('positionMatching.maximumBoardSize', t('charity.fields.maximumBoardSize'))}
        {select('positionMatching.lengthOfBoardTerm', t('charity.fields.lengthOfBoardTerm'), boardTerms)}
        {select('positionMatching.lengthOfRenewableTerm', t('charity.fields.lengthOfRenewableTerm'), renewable)}
        {select('positionMatching.charityBoardWorkHoursId', t('charity.fields.workHours'), workHours.data)}
        {workHoursId === OtherId.charityBoardWorkHours && text('positionMatching.charityBoardWorkHoursOther', t('charity.fields.workHoursOther'))}

        <Grid size={12}>
          <Typography variant="h6" component="h3">
            {t('charity.sections.meetings')}
          </Typography>
        </Grid>
        {num('positionMatching.boardMeetingTimesPerYear', t('charity.fields.meetingsPerYear'))}
        {text('positionMatching.boardMeetingTimeAndDay', t('charity.fields.meetingTimeAndDay'))}
        {text('positionMatching.boardMeetingLocation', t('charity.fields.meetingLocation'))}
        {text('positionMatching.boardExtraActivities', t('charity.fields.extraActivities'))}

        <Grid size={12}>
          <Typography variant="h6" component="h3">
            {t('charity.sections.compliance')}
          </Typography>
        </Grid>
        {yesNo('positionMatching.filedLatestT3010', t('charity.fields.filedLatestT3010'), t3010)}
        {yesNo('positionMatching.statuaryRemittancesUpToDate', t('charity.fields.statuaryRemittancesUpToDate'), remittances)}
        <Grid size={12}>
          <Box>
            <Controller
              name="positionMatching.optOutOfAutomatedMatching"
              control={form.control}
              render={({ field }) => (
                <FormControlLabel control={<Checkbox checked={Boolean(field.value)} disabled={readOnly} onChange={(e) => field.onChange(e.target.checked)} />} label={t('charity.fields.optOut')} />
              )}
            />
          </Box>
        </Grid>
      </Grid>
    </FormProvider>
  );
}
