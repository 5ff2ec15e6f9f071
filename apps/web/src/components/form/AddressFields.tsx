import { useCallback, useMemo } from 'react';
import { Grid } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from './FormSelect.tsx';
import { FormTextField } from './FormTextField.tsx';
import { useCountries, useRegions } from '@/lib/api/find-lookup.ts';

/** An address: Country, Province/State (limited to the chosen country) and City are required. */
export function AddressFields({ name }: { name: string }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext();
  const countries = useCountries();
  const regions = useRegions();
  const countryId = useWatch({ control, name: `${name}.countryId` }) as number | null;
  const regionOptions = useMemo(() => regions.data?.filter((r) => r.countryId === countryId), [regions.data, countryId]);
  const clearRegion = useCallback(() => setValue(`${name}.regionId`, null, { shouldValidate: false }), [setValue, name]);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          name={`${name}.countryId`}
          label={t('registration.country')}
          options={countries.data}
          required
          onValueChange={clearRegion}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect name={`${name}.regionId`} label={t('registration.region')} options={regionOptions} required disabled={!countryId} />
      </Grid>
      <Grid size={12}>
        <FormTextField name={`${name}.address1`} label={t('registration.address1')} autoComplete="address-line1" />
      </Grid>
      <Grid size={12}>
        <FormTextField name={`${name}.address2`} label={t('registration.address2')} autoComplete="address-line2" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name={`${name}.city`} label={t('registration.city')} autoComplete="address-level2" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name={`${name}.code`} label={t('registration.postalCode')} autoComplete="postal-code" />
      </Grid>
    </Grid>
  );
}
