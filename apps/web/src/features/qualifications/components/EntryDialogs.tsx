import { useEffect } from 'react';
import { Grid } from '@mui/material';
import { FormProvider, useForm, useFormContext, useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Education, Experience } from '@boardmatch/shared';
import { ModalDialog } from '../../../components/ModalDialog.tsx';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { useNotify } from '../../../app/feedback/feedback-context.tsx';
import { isApiError, serverMessage } from '../../../lib/api-error.ts';
import type { LookupItem, Region } from '../../lookups/api/lookups.ts';
import { useSaveEntry } from '../api/qualifications-api.ts';
import {
  educationResolver,
  educationValues,
  experienceResolver,
  experienceValues,
  toEducationInput,
  toExperienceInput,
  type EducationFormValues,
  type ExperienceFormValues,
} from '../form/entry-forms.ts';
import { DateRangeFields, SkillsField } from './EntryFields.tsx';

export interface QualificationLists {
  educationTypes: LookupItem[];
  contractTypes: LookupItem[];
  locationTypes: LookupItem[];
  skills: LookupItem[];
  countries: LookupItem[];
  regions: Region[];
}

interface EntryDialogProps<E> {
  candidateId: number;
  /** The entry to change; null to add one. */
  entry: E | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
  lists: QualificationLists;
}

/** Puts the server's field messages on the fields (400 answers name each field). */
function showServerIssues<T extends FieldValues>(form: UseFormReturn<T>, error: unknown) {
  if (!isApiError(error)) return;
  for (const issue of error.issues) if (issue.path) form.setError(issue.path as Path<T>, { type: 'server', message: issue.message });
}

function useEntrySubmit<T extends FieldValues>(form: UseFormReturn<T>, save: (values: T) => Promise<unknown>, onSaved: () => void) {
  const { t } = useTranslation();
  const notify = useNotify();
  return form.handleSubmit(
    async (values) => {
      try {
        await save(values);
        notify.success(t('qualifications.saved'));
        onSaved();
      } catch (error) {
        showServerIssues(form, error);
        notify.error(serverMessage(error));
      }
    },
    () => notify.error(t('qualifications.validation.allRequired')),
  );
}

export function EducationDialog({ candidateId, entry, open, onClose, onSaved, lists }: EntryDialogProps<Education>) {
  const { t } = useTranslation();
  const save = useSaveEntry(candidateId, 'education');
  const form = useForm<EducationFormValues>({ defaultValues: educationValues(entry), resolver: educationResolver, mode: 'onChange' });
  useEffect(() => {
    if (open) form.reset(educationValues(entry));
  }, [open, entry, form]);
  const submit = useEntrySubmit(form, (v) => save.mutateAsync({ id: entry?.id, input: toEducationInput(v) }), onSaved);
  return (
    <ModalDialog
      open={open}
      title={entry ? t('qualifications.editEducation') : t('qualifications.addEducation')}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={save.isPending}
    >
      <FormProvider {...form}>
        <Grid container spacing={2} component="form" noValidate onSubmit={(e) => e.preventDefault()} sx={{ pt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelect name="candidateEducationTypeId" label={t('qualifications.fields.educationType')} options={lists.educationTypes} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="institution" label={t('qualifications.fields.institution')} required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="designation" label={t('qualifications.fields.designation')} fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="areaOfStudy" label={t('qualifications.fields.areaOfStudy')} fullWidth />
          </Grid>
          <DateRangeFields />
          <SkillsField skills={lists.skills} />
        </Grid>
      </FormProvider>
    </ModalDialog>
  );
}

/** Country, then a province or state of that country. */
function AddressFields({ lists }: { lists: QualificationLists }) {
  const { t } = useTranslation();
  const form = useFormContext<ExperienceFormValues>();
  const countryId = useWatch({ control: form.control, name: 'address.countryId' });
  const regions = lists.regions.filter((r) => r.countryId === countryId);
  return (
    <>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField name="address.city" label={t('qualifications.fields.city')} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelect
          name="address.countryId"
          label={t('qualifications.fields.country')}
          options={lists.countries}
          onValueChange={(id) => {
            const regionId = form.getValues('address.regionId');
            if (regionId !== null && !lists.regions.some((r) => r.id === regionId && r.countryId === id)) form.setValue('address.regionId', null);
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelect name="address.regionId" label={t('qualifications.fields.region')} options={regions} disabled={!countryId} />
      </Grid>
    </>
  );
}

export function ExperienceDialog({ candidateId, entry, open, onClose, onSaved, lists }: EntryDialogProps<Experience>) {
  const { t } = useTranslation();
  const save = useSaveEntry(candidateId, 'experience');
  const form = useForm<ExperienceFormValues>({ defaultValues: experienceValues(entry), resolver: experienceResolver, mode: 'onChange' });
  useEffect(() => {
    if (open) form.reset(experienceValues(entry));
  }, [open, entry, form]);
  const submit = useEntrySubmit(form, (v) => save.mutateAsync({ id: entry?.id, input: toExperienceInput(v) }), onSaved);
  return (
    <ModalDialog
      open={open}
      title={entry ? t('qualifications.editExperience') : t('qualifications.addExperience')}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={save.isPending}
    >
      <FormProvider {...form}>
        <Grid container spacing={2} component="form" noValidate onSubmit={(e) => e.preventDefault()} sx={{ pt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="title" label={t('qualifications.fields.title')} required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="organizationName" label={t('qualifications.fields.organizationName')} required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelect name="candidateExperienceContractTypeId" label={t('qualifications.fields.contractType')} options={lists.contractTypes} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelect name="candidateExperienceLocationTypeId" label={t('qualifications.fields.locationType')} options={lists.locationTypes} required />
          </Grid>
          <AddressFields lists={lists} />
          <DateRangeFields />
          <Grid size={12}>
            <FormTextField name="description" label={t('qualifications.fields.description')} multiline minRows={3} fullWidth />
          </Grid>
          <SkillsField skills={lists.skills} />
        </Grid>
      </FormProvider>
    </ModalDialog>
  );
}
