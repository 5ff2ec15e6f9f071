import { FormControl, FormControlLabel, FormHelperText, FormLabel, Grid, Radio, RadioGroup } from '@mui/material';
import { Controller, FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChipPicker } from '@/components/ChipPicker.tsx';
import { FormTextField } from '@/components/form/FormTextField.tsx';
import { useErrorText } from '@/lib/form/error-text.ts';
import { useFocusAreas, useSkills } from '@/lib/api/find-lookup.ts';
import type { CandidateRegistrationState, RegistrationVariant } from '@/features/registration/form/use-candidate-registration.ts';
import { AccountFields } from './AccountFields.tsx';
import { AddressFields } from '@/components/form/AddressFields.tsx';
import { ExistingAccountSection } from './ExistingAccountSection.tsx';
import { FormSection } from './FormSection.tsx';
import { PhoneFields } from '@/components/form/PhoneFields.tsx';
import { ReleaseAgreement } from './ReleaseAgreement.tsx';

/** Every field of candidate registration, shared by the dialog and the /registration page. */
export function CandidateRegistrationFields({ state, variant }: { state: CandidateRegistrationState; variant: RegistrationVariant }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const skills = useSkills();
  const focusAreas = useFocusAreas();
  const { methods, existing, setExisting, agreementMissing, setAgreementMissing } = state;
  const { control } = methods;
  const headingLevel = variant === 'page' ? 2 : 3;

  return (
    <FormProvider {...methods}>
      <form
        noValidate
        aria-label={t('registration.candidateTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          void state.submit();
        }}
      >
        <FormSection title={t('registration.loginInformation')} headingLevel={headingLevel}>
          <ExistingAccountSection
            existing={existing}
            onExistingChange={setExisting}
            refuseCandidatesWith={variant === 'page' ? t('errors.candidateAlreadyCreated') : t('errors.alreadyCandidate')}
          >
            <AccountFields name="account" />
          </ExistingAccountSection>
        </FormSection>

        <FormSection title={t('registration.phones')} headingLevel={headingLevel}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <PhoneFields name="mainPhone" label={t('registration.mainPhone')} required />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <PhoneFields name="eveningPhone" label={t('registration.eveningPhone')} />
            </Grid>
          </Grid>
        </FormSection>

        <FormSection title={t('registration.employment')} headingLevel={headingLevel}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField name="experienceTitle" label={t('registration.title')} required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField name="experienceOrganizationName" label={t('registration.organizationName')} required />
            </Grid>
          </Grid>
        </FormSection>

        <FormSection title={t('registration.residence')} headingLevel={headingLevel}>
          <AddressFields name="address" />
        </FormSection>

        <FormSection title={t('registration.interests')} headingLevel={headingLevel}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                name="skills"
                control={control}
                render={({ field, fieldState }) => (
                  <ChipPicker
                    label={t('registration.skills')}
                    options={skills.data ?? []}
                    value={field.value}
                    onChange={field.onChange}
                    required
                    error={errorText(fieldState.error, t('registration.skills'))}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                name="focusAreas"
                control={control}
                render={({ field, fieldState }) => (
                  <ChipPicker
                    label={t('registration.focusAreas')}
                    options={focusAreas.data ?? []}
                    value={field.value}
                    onChange={field.onChange}
                    required
                    error={errorText(fieldState.error, t('registration.focusAreas'))}
                  />
                )}
              />
            </Grid>
          </Grid>
        </FormSection>

        <FormSection title={t('registration.availability')} headingLevel={headingLevel}>
          <Controller
            name="isLookingForPosition"
            control={control}
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)} required>
                <FormLabel id="looking-for-position">{t('registration.lookingForPosition')}</FormLabel>
                <RadioGroup row aria-labelledby="looking-for-position" name={field.name} value={field.value} onChange={field.onChange}>
                  <FormControlLabel value="true" control={<Radio />} label={t('common.yes')} />
                  <FormControlLabel value="false" control={<Radio />} label={t('common.no')} />
                </RadioGroup>
                {fieldState.error && <FormHelperText>{errorText(fieldState.error, t('registration.openForPosition'))}</FormHelperText>}
              </FormControl>
            )}
          />
        </FormSection>

        <FormSection title={t('registration.releaseForm')} headingLevel={headingLevel}>
          <Controller
            name="acceptTermsAndConditions"
            control={control}
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
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </FormProvider>
  );
}
