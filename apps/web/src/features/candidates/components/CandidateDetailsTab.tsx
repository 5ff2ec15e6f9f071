import { useCallback, useMemo } from 'react';
import { Checkbox, FormControlLabel, FormGroup, FormLabel, Grid } from '@mui/material';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ageGroupLabel, OtherId, type CandidateProfile } from '@boardmatch/shared';
import { FormSelect } from '@/components/form/FormSelect.tsx';
import { FormTextField } from '@/components/form/FormTextField.tsx';
import { formResolver } from '@/lib/form/form-resolver.ts';
import type { CandidateDetailsFormValues } from './candidate-details-schema.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useLookup, type LookupItem } from '@/lib/api/find-lookup.ts';
import { useSaveTab } from '@/features/candidates/api/save-profile-tab.ts';
import { ReadOnlyArea } from './ReadOnlyArea.tsx';
import { LazyRichTextEditor as RichTextEditor } from '@/components/LazyRichTextEditor.tsx';
import { TabLoading } from './TabLoading.tsx';
import { saveWithFeedback, useRegisterSubmit, useTabGuard, validTabValues, type TabFormProps } from './tab-form.ts';

type DetailsFormValues = CandidateDetailsFormValues;
const resolver = formResolver<DetailsFormValues>(() => import('./candidate-details-schema.ts').then((m) => m.detailsFormSchema));

function toValues(profile: CandidateProfile, socialTypes: readonly LookupItem[]): DetailsFormValues {
  const d = profile.details;
  return {
    experienceTitle: d.experienceTitle,
    experienceOrganizationName: d.experienceOrganizationName,
    isLookingForPosition: d.isLookingForPosition,
    about: d.about ?? '',
    links: socialTypes.map((type) => ({ socialMediaTypeId: type.id, url: d.socialMedia.find((s) => s.socialMediaTypeId === type.id)?.url ?? '' })),
    sourceOfIntroductionId: d.sourceOfIntroductionId,
    sourceOfIntroductionDetails: d.sourceOfIntroductionDetails ?? '',
    ageGroupId: d.ageGroupId,
    minorityGroupIds: d.minorityGroupIds,
    otherMinorityGroup: d.otherMinorityGroup ?? '',
    displayEmail: d.displayEmail,
    acceptCommunications: d.acceptCommunications,
  };
}

/** Candidate Details tab (onboarding step 1): about, social media, source of introduction, age group, minority groups, e-mail display, communications. */
export function CandidateDetailsTab(props: TabFormProps & { profile: CandidateProfile }) {
  const socialTypes = useLookup('social-media-types');
  const introductionTypes = useLookup('introduction-types');
  const ageGroups = useLookup<LookupItem & { from: number | null; to: number | null }>('age-groups');
  const minorityGroups = useLookup('minority-groups');
  if (!socialTypes.data || !introductionTypes.data || !ageGroups.data || !minorityGroups.data) return <TabLoading />;
  return (
    <DetailsForm
      {...props}
      socialTypes={socialTypes.data}
      introductionTypes={introductionTypes.data}
      ageGroups={ageGroups.data.map((g) => ({ id: g.id, name: ageGroupLabel(g) }))}
      minorityGroups={minorityGroups.data}
    />
  );
}

interface Lists {
  socialTypes: LookupItem[];
  introductionTypes: LookupItem[];
  ageGroups: LookupItem[];
  minorityGroups: LookupItem[];
}

function DetailsForm({ profile, candidateId, readOnly, submitRef, invalidMessage, onSaved, socialTypes, introductionTypes, ageGroups, minorityGroups }: TabFormProps & { profile: CandidateProfile } & Lists) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveTab(candidateId, 'details');
  const defaultValues = useMemo(() => toValues(profile, socialTypes), [profile, socialTypes]);
  const form = useForm<DetailsFormValues>({ mode: 'all', defaultValues, resolver });
  const minority = useWatch({ control: form.control, name: 'minorityGroupIds' });

  const submit = useCallback(async () => {
    const v = await validTabValues(form, notify, invalidMessage);
    if (!v) return false;
    return saveWithFeedback(
      notify,
      () =>
        save.mutateAsync({
          experienceTitle: v.experienceTitle.trim(),
          experienceOrganizationName: v.experienceOrganizationName.trim(),
          isLookingForPosition: v.isLookingForPosition,
          about: v.about || null,
          socialMedia: v.links.filter((l) => l.url.trim()).map((l) => ({ socialMediaTypeId: l.socialMediaTypeId, url: l.url.trim() })),
          sourceOfIntroductionId: v.sourceOfIntroductionId,
          sourceOfIntroductionDetails: v.sourceOfIntroductionDetails.trim() || null,
          ageGroupId: v.ageGroupId,
          minorityGroupIds: v.minorityGroupIds,
          otherMinorityGroup: v.minorityGroupIds.includes(OtherId.minorityGroup) ? v.otherMinorityGroup.trim() || null : null,
          displayEmail: v.displayEmail,
          acceptCommunications: v.acceptCommunications,
        }),
      onSaved, form,
    );
  }, [form, notify, invalidMessage, save, onSaved]);
  useRegisterSubmit(submitRef, submit);
  const prompt = useTabGuard(form, readOnly);

  const checkbox = (name: 'isLookingForPosition' | 'displayEmail' | 'acceptCommunications', label: string) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field }) => <FormControlLabel control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />} label={label} />}
    />
  );

  return (
    <FormProvider {...form}>
      {prompt}
      <ReadOnlyArea readOnly={readOnly}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="experienceTitle" label={t('profile.fields.experienceTitle')} required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="experienceOrganizationName" label={t('profile.fields.experienceOrganizationName')} required fullWidth />
          </Grid>
          <Grid size={12}>{checkbox('isLookingForPosition', t('profile.fields.isLookingForPosition'))}</Grid>
          <Grid size={12}>
            <Controller
              name="about"
              control={form.control}
              render={({ field }) => <RichTextEditor label={t('profile.fields.about')} value={field.value} onChange={field.onChange} readOnly={readOnly} />}
            />
          </Grid>
          <Grid size={12}>
            <FormLabel component="legend">{t('profile.fields.socialMedia')}</FormLabel>
          </Grid>
          {socialTypes.map((type, index) => (
            <Grid key={type.id} size={{ xs: 12, sm: 6 }}>
              <FormTextField name={`links.${index}.url`} label={t('profile.fields.socialMediaUrl', { name: type.name })} type="url" fullWidth placeholder="https://" />
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelect name="sourceOfIntroductionId" label={t('profile.fields.sourceOfIntroduction')} options={introductionTypes} emptyLabel={t('profile.none')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="sourceOfIntroductionDetails" label={t('profile.fields.sourceOfIntroductionDetails')} fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelect name="ageGroupId" label={t('profile.fields.ageGroup')} options={ageGroups} emptyLabel={t('profile.noAgeGroup')} />
          </Grid>
          <Grid size={12}>
            <FormLabel component="legend">{t('profile.fields.minorityGroups')}</FormLabel>
            <Controller
              name="minorityGroupIds"
              control={form.control}
              render={({ field }) => (
                <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
                  {minorityGroups.map((g) => (
                    <FormControlLabel
                      key={g.id}
                      label={g.name}
                      control={
                        <Checkbox
                          checked={field.value.includes(g.id)}
                          onChange={(e) => field.onChange(e.target.checked ? [...field.value, g.id] : field.value.filter((id) => id !== g.id))}
                        />
                      }
                    />
                  ))}
                </FormGroup>
              )}
            />
          </Grid>
          {minority.includes(OtherId.minorityGroup) && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField name="otherMinorityGroup" label={t('profile.fields.otherMinorityGroup')} fullWidth />
            </Grid>
          )}
          <Grid size={12}>
            {checkbox('displayEmail', t('profile.fields.displayEmail'))}
            {checkbox('acceptCommunications', t('profile.fields.acceptCommunications'))}
          </Grid>
        </Grid>
      </ReadOnlyArea>
    </FormProvider>
  );
}
