import { Grid } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './FormTextField.tsx';

/** A phone number and its extension. */
export function PhoneFields({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 8, sm: 8 }}>
        <FormTextField name={`${name}.number`} label={label} type="tel" autoComplete="tel" required={required} />
      </Grid>
      <Grid size={{ xs: 4, sm: 4 }}>
        <FormTextField
          name={`${name}.extension`}
          label={t('registration.extension')}
          inputMode="numeric"
          slotProps={{ htmlInput: { 'aria-label': `${label} ${t('registration.extension').toLowerCase()}` } }}
        />
      </Grid>
    </Grid>
  );
}
