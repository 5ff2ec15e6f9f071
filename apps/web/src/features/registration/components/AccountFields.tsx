import { Grid } from '@mui/material';
import { PRONOUN_OTHER_ID } from '@boardmatch/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '@/components/form/FormSelect.tsx';
import { FormTextField } from '@/components/form/FormTextField.tsx';
import { PasswordField } from '@/components/form/PasswordField.tsx';
import { usePronouns } from '@/lib/api/find-lookup.ts';

interface AccountFieldsProps {
  /** The form path of the account values, e.g. 'account'. */
  name: string;
  emailDisabled?: boolean;
  /** Without the e-mail field (the invitation form shows it separately). */
  hideEmail?: boolean;
}

/** Login information and the person's name: E-mail, Password, Confirm Password, First Name, Last Name, Pronoun. */
export function AccountFields({ name, emailDisabled, hideEmail }: AccountFieldsProps) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const pronouns = usePronouns();
  const pronounId = useWatch({ control, name: `${name}.pronounId` }) as number | null;
  return (
    <Grid container spacing={2}>
      {!hideEmail && (
        <Grid size={12}>
          <FormTextField name={`${name}.email`} label={t('registration.email')} type="email" autoComplete="email" required disabled={emailDisabled} />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <PasswordField name={`${name}.password`} label={t('registration.password')} required helperText={t('validation.passwordRule')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <PasswordField name={`${name}.confirmPassword`} label={t('registration.confirmPassword')} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name={`${name}.firstName`} label={t('registration.firstName')} autoComplete="given-name" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name={`${name}.lastName`} label={t('registration.lastName')} autoComplete="family-name" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect name={`${name}.pronounId`} label={t('registration.pronoun')} options={pronouns.data} emptyLabel={t('registration.noPronoun')} />
      </Grid>
      {pronounId === PRONOUN_OTHER_ID && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField name={`${name}.pronounOther`} label={t('registration.pronounOther')} required />
        </Grid>
      )}
    </Grid>
  );
}
