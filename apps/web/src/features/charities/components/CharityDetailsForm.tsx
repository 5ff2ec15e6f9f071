import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Grid, Radio, RadioGroup, Typography } from '@mui/material';
import { Controller, FormProvider, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FIRST_INCORPORATION_YEAR, hasRichWords, type CharityDetails } from '@boardmatch/shared';
import { ChipPicker } from '@/components/ChipPicker.tsx';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { LazyRichTextEditor as RichTextEditor } from '@/components/LazyRichTextEditor.tsx';
import { AddressFields } from '@/components/form/AddressFields.tsx';
import { FormSelect } from '@/components/form/FormSelect.tsx';
import { FormTextField } from '@/components/form/FormTextField.tsx';
import { PhoneFields } from '@/components/form/PhoneFields.tsx';
import { useCharityScopes, useCharityTypes, useFocusAreas } from '@/lib/api/find-lookup.ts';
import { isApiError, serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { formResolver } from '@/lib/form/form-resolver.ts';
import { useErrorText } from '@/lib/form/error-text.ts';
import { useUnlinkFocusArea } from '@/features/charities/api/unlink-focus-area.ts';
import { useSaveCharity } from '@/features/charities/api/update-charity.ts';
import { toCharityDetailsFormValues, toCharityUpdate, type CharityDetailsFormValues } from './charity-details-form.ts';
import { hasUnsavedEdits, useUnsavedChanges } from '@/lib/form/use-unsaved-changes.tsx';
import { useResetOnNewData } from '@/lib/form/use-reset-on-new-data.ts';

const resolver = formResolver<CharityDetailsFormValues>(() => import('./charity-details-schema.ts').then((m) => m.charityDetailsFormSchema));
const ADDRESS_PATHS = ['address', 'mainPhone', 'eveningPhone'];

export type SaveHandle = RefObject<(() => Promise<boolean>) | null>;

/** Hands the host (onboarding's Save/Next, the profile's Submit) this form's save while the form is shown. */
export function useRegisterSave(submitRef: SaveHandle, submit: () => Promise<boolean>) {
  useEffect(() => {
    submitRef.current = submit;
    return () => {
      if (submitRef.current === submit) submitRef.current = null;
    };
  }, [submitRef, submit]);
}

interface CharityDetailsFormProps {
  details: CharityDetails;
  readOnly: boolean;
  /** The host's Save, Next or Submit calls this: true when the form saved. */
  submitRef: SaveHandle;
  onSaved?: () => void;
}

function Heading({ children }: { children: string }) {
  return (
    <Grid size={12}>
      <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
        {children}
      </Typography>
    </Grid>
  );
}

/** The charity form (spec 3, section 5): organization information, main and evening phone, address, mission, vision and focus areas. */
export function CharityDetailsForm({ details, readOnly, submitRef, onSaved }: CharityDetailsFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const scopes = useCharityScopes();
  const types = useCharityTypes();
  const focusAreas = useFocusAreas();
  const save = useSaveCharity(details.id);
  const unlink = useUnlinkFocusArea(details.id);
  const form = useForm<CharityDetailsFormValues>({ defaultValues: toCharityDetailsFormValues(details), resolver, mode: 'onChange' });
  const [unlinking, setUnlinking] = useState<{ id: number; name: string; next: number[] } | null>(null);
  const years = useMemo(() => {
    const now = new Date().getFullYear();
    return Array.from({ length: now - FIRST_INCORPORATION_YEAR + 1 }, (_, i) => ({ id: now - i, name: String(now - i) }));
  }, []);

  useResetOnNewData(form, details, toCharityDetailsFormValues);
  const { prompt } = useUnsavedChanges(!readOnly && hasUnsavedEdits(form.formState));

  const submit = useCallback(async (): Promise<boolean> => {
    let ok = false;
    await form.handleSubmit(
      async (values) => {
        try {
          await save.mutateAsync(toCharityUpdate(values));
          form.reset(form.getValues());
          notify.success(t('charity.updated'));
          onSaved?.();
          ok = true;
        } catch (error) {
          if (isApiError(error)) for (const issue of error.issues) if (issue.path) form.setError(issue.path.replace(/^charity\./, 'charity.') as Path<CharityDetailsFormValues>, { type: 'server', message: issue.message });
          notify.error(serverMessage(error));
        }
      },
      (errors) => {
        // The Mission/Vision rule spans two fields, so the schema checks it only once the rest is valid: say it now too.
        const { mandate, vision } = form.getValues('charity');
        if (!hasRichWords(mandate) && !hasRichWords(vision)) {
          for (const name of ['charity.mandate', 'charity.vision'] as const) form.setError(name, { type: 'rule', message: 'charity.validation.mustBeFilled' });
        }
        notify.error(Object.keys(errors).every((k) => ADDRESS_PATHS.includes(k)) ? t('errors.addressRequired') : t('charity.invalid'));
      },
    )();
    return ok;
  }, [form, save, notify, t, onSaved]);

  useRegisterSave(submitRef, submit);

  /** A removed focus area that is saved on the charity is unlinked on the server after the confirmation. */
  const changeFocusAreas = (next: number[], current: number[]) => {
    const removed = current.find((id) => !next.includes(id));
    const saved = details.focusAreas.find((f) => f.id === removed);
    if (saved) setUnlinking({ id: saved.id, name: saved.name, next });
    else form.setValue('focusAreas', next, { shouldValidate: true, shouldDirty: true });
  };
  const confirmUnlink = async () => {
    if (!unlinking) return;
    try {
      await unlink.mutateAsync(unlinking.id);
      form.setValue('focusAreas', unlinking.next, { shouldValidate: true });
    } catch (error) {
      notify.error(serverMessage(error));
    }
    setUnlinking(null);
  };

  const text = (name: Path<CharityDetailsFormValues>, label: string, required = false, props: object = {}) => (
    <FormTextField name={name} label={label} required={required} fullWidth readOnly={readOnly} {...props} />
  );

  return (
    <FormProvider {...form}>
      {prompt}
      <Grid container spacing={2} component="form" noValidate onSubmit={(e) => e.preventDefault()} aria-label={t('charity.sections.organization')}>
        <Heading>{t('charity.sections.organization')}</Heading>
        <Grid size={{ xs: 12, md: 6 }}>{text('charity.name', t('charity.fields.name'), true)}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text('charity.charitableNumber', t('charity.fields.charitableNumber'), true)}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text('charity.email', t('charity.fields.email'), true, { type: 'email' })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text('charity.website', t('charity.fields.website'), false, { type: 'url' })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelect name="charity.yearOfIncorporation" label={t('charity.fields.yearOfIncorporation')} options={years} required disabled={readOnly} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelect name="charity.charityScopeId" label={t('charity.fields.scope')} options={scopes.data} required disabled={readOnly} />
        </Grid>
        <Grid size={12}>
          <Controller
            name="charity.charityTypeId"
            control={form.control}
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)} required disabled={readOnly}>
                <FormLabel id="charity-type-label">{t('charity.fields.type')}</FormLabel>
                <RadioGroup row aria-labelledby="charity-type-label" value={field.value ?? ''} onChange={(e) => field.onChange(Number(e.target.value))}>
                  {(types.data ?? []).map((type) => (
                    <FormControlLabel key={type.id} value={type.id} control={<Radio />} label={type.name} />
                  ))}
                </RadioGroup>
                {fieldState.error && <FormHelperText>{errorText(fieldState.error, t('charity.fields.type'))}</FormHelperText>}
              </FormControl>
            )}
          />
        </Grid>
        {(['mandate', 'vision'] as const).map((name) => (
          <Grid key={name} size={{ xs: 12, md: 6 }}>
            <Controller
              name={`charity.${name}`}
              control={form.control}
              render={({ field, fieldState }) => (
                <RichTextEditor label={t(`charity.fields.${name}`)} value={field.value} onChange={field.onChange} onBlur={field.onBlur} readOnly={readOnly} error={errorText(fieldState.error, t(`charity.fields.${name}`))} />
              )}
            />
          </Grid>
        ))}
        <Grid size={12}>{text('charity.quote', t('charity.fields.quote'), false, { multiline: true, minRows: 2 })}</Grid>

        <Heading>{t('charity.sections.mainPhone')}</Heading>
        <Grid size={12}>
          <PhoneFields name="mainPhone" label={t('charity.sections.mainPhone')} required />
        </Grid>
        <Heading>{t('charity.sections.eveningPhone')}</Heading>
        <Grid size={12}>
          <PhoneFields name="eveningPhone" label={t('charity.sections.eveningPhone')} />
        </Grid>
        <Heading>{t('charity.sections.address')}</Heading>
        <Grid size={12}>
          <AddressFields name="address" />
        </Grid>
        <Heading>{t('charity.sections.focusAreas')}</Heading>
        <Grid size={12}>
          <Controller
            name="focusAreas"
            control={form.control}
            render={({ field, fieldState }) => (
              <ChipPicker
                label={t('charity.sections.focusAreas')}
                options={focusAreas.data ?? []}
                value={field.value}
                onChange={(next) => (readOnly ? undefined : changeFocusAreas(next, field.value))}
                required
                error={errorText(fieldState.error, t('charity.sections.focusAreas'))}
              />
            )}
          />
        </Grid>
      </Grid>
      <ConfirmDialog
        open={unlinking !== null}
        title={t('charity.unlinkTitle')}
        message={t('charity.confirmUnlink', { name: unlinking?.name ?? '' })}
        onCancel={() => setUnlinking(null)}
        onConfirm={() => void confirmUnlink()}
        busy={unlink.isPending}
      />
    </FormProvider>
  );
}
