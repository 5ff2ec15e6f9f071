import { useEffect, type ReactNode } from 'react';
import { Grid } from '@mui/material';
import { FormProvider, useForm, useFormContext, useWatch, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Education, Experience } from '@boardmatch/shared';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { FormSelect } from '@/components/form/FormSelect.tsx';
import { FormTextField } from '@/components/form/FormTextField.tsx';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { isApiError, serverMessage } from '@/lib/api-error.ts';
import type { LookupItem, Region } from '@/lib/api/find-lookup.ts';
import { useSaveEntry } from '@/features/qualifications/api/save-qualification-entry.ts';
import {
  educationResolver,
  educationValues,
  experienceResolver,
  experienceValues,
  toEducationInput,
  toExperienceInput,
  type EducationFormValues,
  type ExperienceFormValues,
} from '@/features/qualifications/form/entry-forms.ts';
import { DateRangeFields, SkillsField } from './EntryFields.tsx';
import { hasUnsavedEdits } from '@/lib/form/use-unsaved-changes.tsx';

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

interface EntryFormDialogProps<E, T extends FieldValues> extends Pick<EntryDialogProps<E>, 'entry' | 'open' | 'onClose' | 'onSaved'> {
  title: string;
  /** The form's values for the entry (a stable function: the form resets when the dialog opens). */
  toValues: (entry: E | null) => T;
  resolver: Resolver<T>;
  save: (values: T) => Promise<unknown>;
  saving: boolean;
  /** The fields, as grid items. */
  children: ReactNode;
}

/** The dialog both kinds of entry share: the form, its reset on opening, saving and the messages. */
function EntryFormDialog<E, T extends FieldValues>({ entry, open, onClose, onSaved, title, toValues, resolver, save, saving, children }: EntryFormDialogProps<E, T>) {
  const { t } = useTranslation();
  const notify = useNotify();
  const form = useForm<T>({ defaultValues: toValues(entry) as DefaultValues<T>, resolver, mode: 'onChange' });
  useEffect(() => {
    if (open) form.reset(toValues(entry));
  }, [open, entry, toValues, form]);
  const submit = form.handleSubmit(
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
  return (
    <ModalDialog dirty={hasUnsavedEdits(form.formState)} open={open} title={title} onClose={onClose} onSubmit={submit} submitting={saving}>
      <FormProvider {...form}>
        <Grid container spacing={2} component="form" noValidate onSubmit={(e) => e.preventDefault()} sx={{ pt: 1 }}>
          {children}
        </Grid>
      </FormProvider>
    </ModalDialog>
  );
}

export function EducationDialog({ candidateId, lists, ...dialog }: EntryDialogProps<Education>) {
  const { entry } = dialog;
  const { t } = useTranslation();
  const save = useSaveEntry(candidateId, 'education');
  return (
    <EntryFormDialog
      {...dialog}
      title={entry ? t('qualifications.editEducation') : t('qualifications.addEducation')}
      toValues={educationValues}
      resolver={educationResolver}
      save={(v: EducationFormValues) => save.mutateAsync({ id: entry?.id, input: toEducationInput(v) })}
      saving={save.isPending}
    >
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
    </EntryFormDialog>
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

export function ExperienceDialog({ candidateId, lists, ...dialog }: EntryDialogProps<Experience>) {
  const { entry } = dialog;
  const { t } = useTranslation();
  const save = useSaveEntry(candidateId, 'experience');
  return (
    <EntryFormDialog
      {...dialog}
      title={entry ? t('qualifications.editExperience') : t('qualifications.addExperience')}
      toValues={experienceValues}
      resolver={experienceResolver}
      save={(v: ExperienceFormValues) => save.mutateAsync({ id: entry?.id, input: toExperienceInput(v) })}
      saving={save.isPending}
    >
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
    </EntryFormDialog>
  );
}
