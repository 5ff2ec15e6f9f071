import { Grid } from '@mui/material';
import { Controller, FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '@/components/form/FormSelect.tsx';
import { FormTextField } from '@/components/form/FormTextField.tsx';
import { useCharityScopes, useCharityTypes } from '@/lib/api/find-lookup.ts';
import type { RegistrationVariant } from '@/features/registration/form/use-candidate-registration.ts';
import type { CharityRegistrationState } from '@/features/registration/form/use-charity-registration.ts';
import { AccountFields } from './AccountFields.tsx';
import { AddressFields } from '@/components/form/AddressFields.tsx';
import { ExistingAccountSection } from './ExistingAccountSection.tsx';
import { FormSection } from './FormSection.tsx';
import { PhoneFields } from '@/components/form/PhoneFields.tsx';
import { ReleaseAgreement } from './ReleaseAgreement.tsx';

type FieldsState = Pick<CharityRegistrationState, 'methods' | 'existing' | 'setExisting' | 'agreementMissing' | 'setAgreementMissing'>;

/**
 * Every field of charity registration; the dialog variant carries the release checkbox inline. Staff creating a
 * charity ('staff') give a new administrator account and no release agreement (the administrator agrees at onboarding).
 */
export function CharityRegistrationFields({ state, variant }: { state: FieldsState; variant: RegistrationVariant | 'staff' }) {
  const { t } = useTranslation();
  const types = useCharityTypes();
  const scopes = useCharityScopes();
  const { methods, existing, setExisting, agreementMissing, setAgreementMissing } = state;
  const headingLevel = variant === 'page' ? 2 : 3;

  return (
    <FormProvider {...methods}>
      <form
        noValidate
        aria-label={t('charityRegistration.title')}
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <FormSection title={t('charityRegistration.charityInformation')} headingLevel={headingLevel}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField name="charity.name" label={t('charityRegistration.name')} required autoComplete="organization" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField name="charity.charitableNumber" label={t('charityRegistration.charitableNumber')} required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField name="charity.email" label={t('charityRegistration.email')} type="email" required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField name="charity.website" label={t('charityRegistration.website')} type="url" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelect name="charity.charityTypeId" label={t('charityRegistration.type')} options={types.data} emptyLabel={t('charityRegistration.notSpecified')} required={variant === 'staff'} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelect name="charity.charityScopeId" label={t('charityRegistration.scope')} options={scopes.data} emptyLabel={t('charityRegistration.notSpecified')} />
            </Grid>
          </Grid>
        </FormSection>

        <FormSection title={t('charityRegistration.phones')} headingLevel={headingLevel}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <PhoneFields name="mainPhone" label={t('registration.mainPhone')} required />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <PhoneFields name="eveningPhone" label={t('registration.eveningPhone')} />
            </Grid>
          </Grid>
        </FormSection>

        <FormSection title={t('charityRegistration.address')} headingLevel={headingLevel}>
          <AddressFields name="address" />
        </FormSection>

        <FormSection title={t('charityRegistration.seniorStaff')} intro={t('charityRegistration.seniorStaffIntro')} headingLevel={headingLevel}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField name="seniorStaff.firstName" label={t('registration.firstName')} required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField name="seniorStaff.lastName" label={t('registration.lastName')} required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField name="seniorStaff.title" label={t('charityRegistration.staffTitle')} required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField name="seniorStaff.email" label={t('charityRegistration.staffEmail')} type="email" required />
            </Grid>
            <Grid size={12}>
              <PhoneFields name="seniorStaff.phone" label={t('charityRegistration.staffPhone')} required />
            </Grid>
          </Grid>
        </FormSection>

        {variant === 'staff' ? (
          <FormSection title={t('staffCharities.administrator')} intro={t('staffCharities.administratorIntro')} headingLevel={headingLevel}>
            <AccountFields name="account" />
          </FormSection>
        ) : (
          <FormSection title={t('charityRegistration.administrator')} intro={t('charityRegistration.administratorIntro')} headingLevel={headingLevel}>
            <ExistingAccountSection existing={existing} onExistingChange={setExisting}>
              <AccountFields name="account" />
            </ExistingAccountSection>
          </FormSection>
        )}

        {variant === 'dialog' && (
          <FormSection title={t('registration.releaseForm')} headingLevel={headingLevel}>
            <Controller
              name="acceptTermsAndConditions"
              control={methods.control}
              render={({ field }) => (
                <ReleaseAgreement
                  checked={field.value}
                  onChange={(checked) => {
                    field.onChange(checked);
                    if (checked) setAgreementMissing(false);
                  }}
                  error={agreementMissing ? t('errors.agreeTerms') : undefined}
                />
              )}
            />
          </FormSection>
        )}
      </form>
    </FormProvider>
  );
}
