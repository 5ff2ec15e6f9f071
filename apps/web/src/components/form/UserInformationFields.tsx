import { Grid, TextField, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PRONOUN_OTHER_ID } from '@boardmatch/shared';
import { FormSelect } from './FormSelect.tsx';
import { FormTextField } from './FormTextField.tsx';
import { AddressFields } from './AddressFields.tsx';
import { PhoneFields } from './PhoneFields.tsx';
import { usePronouns } from '@/lib/api/find-lookup.ts';

/** Name, pronoun ('Other' asks for a text), e-mail (shown, not edited), Main and Evening phones, address. */
export function UserInformationFields({ email }: { email?: string | null }) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const pronouns = usePronouns();
  const pronounId = useWatch({ control, name: 'pronounId' }) as number | null;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="firstName" label={t('profile.fields.firstName')} autoComplete="given-name" required fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="lastName" label={t('profile.fields.lastName')} autoComplete="family-name" required fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect name="pronounId" label={t('profile.fields.pronoun')} options={pronouns.data} emptyLabel={t('profile.none')} />
      </Grid>
      {pronounId === PRONOUN_OTHER_ID && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField name="pronounOther" label={t('profile.fields.pronounOther')} required fullWidth />
        </Grid>
      )}
      {email && (
        <Grid size={12}>
          <TextField label={t('profile.fields.email')} value={email} fullWidth disabled />
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 6 }}>
        <PhoneFields name="mainPhone" label={t('profile.fields.mainPhone')} required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PhoneFields name="eveningPhone" label={t('profile.fields.eveningPhone')} />
      </Grid>
      <Grid size={12}>
        <Typography variant="subtitle2" component="h3">
          {t('profile.fields.address')}
        </Typography>
      </Grid>
      <Grid size={12}>
        <AddressFields name="address" />
      </Grid>
    </Grid>
  );
}
