import { useCallback, useMemo } from 'react';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Grid, Radio, RadioGroup } from '@mui/material';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OtherId, type CandidateProfile } from '@boardmatch/shared';
import { FormTextField } from '@/components/form/FormTextField.tsx';
import { formResolver } from '@/lib/form/form-resolver.ts';
import { useErrorText } from '@/lib/form/error-text.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useFocusAreas, useLookup, useSkills, type LookupItem } from '@/lib/api/find-lookup.ts';
import { useSaveTab } from '@/features/candidates/api/save-profile-tab.ts';
import { ProfileChips } from './ProfileChips.tsx';
import { ReadOnlyArea } from './ReadOnlyArea.tsx';
import { LazyRichTextEditor as RichTextEditor } from '@/components/LazyRichTextEditor.tsx';
import { TabLoading } from './TabLoading.tsx';
import { saveWithFeedback, useRegisterSubmit, useTabGuard, validTabValues, type TabFormProps } from './tab-form.ts';

interface MatchingFormValues {
  skills: number[];
  focusAreas: number[];
  candidateBoardExperienceTypeId: number | null;
  candidateEmployerVolunteerProgramTypeId: number | null;
  candidateEmployerVolunteerProgramOther: string;
  volunteerExperienceTypeIds: number[];
  otherVolunteerExperience: string;
  geographicalAreaPreference: string;
  reasonsAndGoals: string;
  permissionToViewInformation: boolean;
  withdrawParticipation: boolean;
}

const resolver = formResolver<MatchingFormValues>(() => import('./matching-preferences-schema.ts').then((m) => m.matchingPreferencesInputSchema));

function toValues(profile: CandidateProfile): MatchingFormValues {
  const m = profile.matchingPreferences;
  return {
    skills: profile.skills.map((s) => s.id),
    focusAreas: profile.focusAreas.map((f) => f.id),
    candidateBoardExperienceTypeId: m.candidateBoardExperienceTypeId,
    candidateEmployerVolunteerProgramTypeId: m.candidateEmployerVolunteerProgramTypeId,
    candidateEmployerVolunteerProgramOther: m.candidateEmployerVolunteerProgramOther ?? '',
    volunteerExperienceTypeIds: m.volunteerExperienceTypeIds,
    otherVolunteerExperience: m.otherVolunteerExperience ?? '',
    geographicalAreaPreference: m.geographicalAreaPreference ?? '',
    reasonsAndGoals: m.reasonsAndGoals ?? '',
    permissionToViewInformation: m.permissionToViewInformation,
    withdrawParticipation: m.withdrawParticipation,
  };
}

/** Matching Preferences tab (onboarding step 3). */
export function MatchingPreferencesTab(props: TabFormProps & { profile: CandidateProfile }) {
  const skills = useSkills();
  const focusAreas = useFocusAreas();
  const board = useLookup('board-experience-types');
  const volunteer = useLookup('volunteer-experience-types');
  const programs = useLookup('volunteer-program-types');
  if (!skills.data || !focusAreas.data || !board.data || !volunteer.data || !programs.data) return <TabLoading />;
  return <MatchingForm {...props} lists={{ skills: skills.data, focusAreas: focusAreas.data, board: board.data, volunteer: volunteer.data, programs: programs.data }} />;
}

type Lists = Record<'skills' | 'focusAreas' | 'board' | 'volunteer' | 'programs', LookupItem[]>;

function MatchingForm({ profile, candidateId, readOnly, submitRef, invalidMessage, onSaved, lists }: TabFormProps & { profile: CandidateProfile; lists: Lists }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const save = useSaveTab(candidateId, 'matching-preferences');
  const defaultValues = useMemo(() => toValues(profile), [profile]);
  const form = useForm<MatchingFormValues>({ mode: 'all', defaultValues, resolver });
  const [volunteerIds, programId] = useWatch({ control: form.control, name: ['volunteerExperienceTypeIds', 'candidateEmployerVolunteerProgramTypeId'] });

  const submit = useCallback(async () => {
    const v = await validTabValues(form, notify, invalidMessage);
    if (!v) return false;
    return saveWithFeedback(
      notify,
      () =>
        save.mutateAsync({
          ...v,
          candidateEmployerVolunteerProgramOther: v.candidateEmployerVolunteerProgramTypeId === OtherId.employerVolunteerProgram ? v.candidateEmployerVolunteerProgramOther.trim() : null,
          otherVolunteerExperience: v.volunteerExperienceTypeIds.includes(OtherId.volunteerExperience) ? v.otherVolunteerExperience.trim() : null,
          geographicalAreaPreference: v.geographicalAreaPreference.trim() || null,
          reasonsAndGoals: v.reasonsAndGoals || null,
        }),
      onSaved, form,
    );
  }, [form, notify, invalidMessage, save, onSaved]);
  useRegisterSubmit(submitRef, submit);
  const prompt = useTabGuard(form, readOnly);

  const radios = (name: 'candidateBoardExperienceTypeId' | 'candidateEmployerVolunteerProgramTypeId', label: string, options: LookupItem[]) => (
    <FormControl component="fieldset">
      <FormLabel component="legend">{label}</FormLabel>
      <Controller
        name={name}
        control={form.control}
        render={({ field }) => (
          <RadioGroup name={name} value={field.value ?? ''} onChange={(e) => field.onChange(Number(e.target.value))}>
            {options.map((o) => (
              <FormControlLabel key={o.id} value={o.id} control={<Radio />} label={o.name} />
            ))}
          </RadioGroup>
        )}
      />
    </FormControl>
  );

  const checkbox = (name: 'permissionToViewInformation' | 'withdrawParticipation', label: string) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field }) => <FormControlLabel control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={label} />}
    />
  );

  return (
    <FormProvider {...form}>
      {prompt}
      <ReadOnlyArea readOnly={readOnly}>
        <Grid container spacing={3}>
          <Grid size={12}>
            <Controller
              name="skills"
              control={form.control}
              render={({ field, fieldState }) => (
                <ProfileChips
                  candidateId={candidateId}
                  kind="skill"
                  label={t('profile.fields.skills')}
                  options={lists.skills}
                  value={field.value}
                  savedIds={profile.skills.map((s) => s.id)}
                  onChange={field.onChange}
                  error={errorText(fieldState.error, t('profile.fields.skills'))}
                />
              )}
            />
          </Grid>
          <Grid size={12}>
            <Controller
              name="focusAreas"
              control={form.control}
              render={({ field, fieldState }) => (
                <ProfileChips
                  candidateId={candidateId}
                  kind="focusArea"
                  label={t('profile.fields.focusAreas')}
                  options={lists.focusAreas}
                  value={field.value}
                  savedIds={profile.focusAreas.map((f) => f.id)}
                  onChange={field.onChange}
                  error={errorText(fieldState.error, t('profile.fields.focusAreas'))}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>{radios('candidateBoardExperienceTypeId', t('profile.fields.boardExperience'), lists.board)}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormControl component="fieldset">
              <FormLabel component="legend">{t('profile.fields.volunteerExperience')}</FormLabel>
              <Controller
                name="volunteerExperienceTypeIds"
                control={form.control}
                render={({ field }) => (
                  <FormGroup>
                    {lists.volunteer.map((o) => (
                      <FormControlLabel
                        key={o.id}
                        label={o.name}
                        control={
                          <Checkbox
                            checked={field.value.includes(o.id)}
                            onChange={(e) => field.onChange(e.target.checked ? [...field.value, o.id] : field.value.filter((id) => id !== o.id))}
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                )}
              />
            </FormControl>
            {volunteerIds.includes(OtherId.volunteerExperience) && <FormTextField name="otherVolunteerExperience" label={t('profile.fields.pleaseSpecify')} required fullWidth />}
          </Grid>
          <Grid size={12}>
            {radios('candidateEmployerVolunteerProgramTypeId', t('profile.fields.employerProgram'), lists.programs)}
            {programId === OtherId.employerVolunteerProgram && (
              <FormTextField name="candidateEmployerVolunteerProgramOther" label={t('profile.fields.pleaseSpecify')} required fullWidth />
            )}
          </Grid>
          <Grid size={12}>
            <Controller
              name="reasonsAndGoals"
              control={form.control}
              render={({ field }) => <RichTextEditor label={t('profile.fields.reasonsAndGoals')} value={field.value} onChange={field.onChange} readOnly={readOnly} />}
            />
          </Grid>
          <Grid size={12}>
            <FormTextField name="geographicalAreaPreference" label={t('profile.fields.geographicalAreaPreference')} fullWidth />
          </Grid>
          <Grid size={12}>
            {checkbox('permissionToViewInformation', t('profile.fields.permissionToViewInformation'))}
            {checkbox('withdrawParticipation', t('profile.fields.withdrawParticipation'))}
          </Grid>
        </Grid>
      </ReadOnlyArea>
    </FormProvider>
  );
}
