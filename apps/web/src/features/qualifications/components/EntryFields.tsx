import { Grid } from '@mui/material';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChipPicker, type ChipOption } from '@/components/ChipPicker.tsx';
import { FormTextField } from '@/components/form/FormTextField.tsx';

/** Start and end dates; each one's calendar stops at the other (start <= end). */
export function DateRangeFields() {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const [start, end] = useWatch({ control, name: ['start', 'end'] }) as [string, string];
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          name="start"
          label={t('qualifications.fields.start')}
          type="date"
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: end || undefined } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          name="end"
          label={t('qualifications.fields.end')}
          type="date"
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: start || undefined } }}
        />
      </Grid>
    </>
  );
}

/** The entry's skills as chips with the selection dialog. */
export function SkillsField({ skills }: { skills: readonly ChipOption[] }) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  return (
    <Grid size={12}>
      <Controller
        name="skills"
        control={control}
        render={({ field }) => <ChipPicker label={t('qualifications.fields.skills')} options={skills} value={(field.value as number[]) ?? []} onChange={field.onChange} />}
      />
    </Grid>
  );
}
