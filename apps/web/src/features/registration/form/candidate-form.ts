import type { CandidateRegistration } from '@boardmatch/shared';
import { emptyAccount, toAccount, toExistingAccount, type AccountFormValues, type ExistingAccount } from './shared-form.ts';
import { emptyAddress, emptyPhone, toAddress, toOptionalPhone, toPhone, type AddressFormValues, type PhoneFormValues } from '@/lib/form/phone-address-form.ts';

export interface CandidateFormValues {
  account: AccountFormValues;
  mainPhone: PhoneFormValues;
  eveningPhone: PhoneFormValues;
  address: AddressFormValues;
  experienceTitle: string;
  experienceOrganizationName: string;
  isLookingForPosition: '' | 'true' | 'false';
  skills: number[];
  focusAreas: number[];
  acceptTermsAndConditions: boolean;
}

export function candidateFormDefaults(email = ''): CandidateFormValues {
  return {
    account: { ...emptyAccount(), email },
    mainPhone: emptyPhone(),
    eveningPhone: emptyPhone(),
    address: emptyAddress(),
    experienceTitle: '',
    experienceOrganizationName: '',
    isLookingForPosition: '',
    skills: [],
    focusAreas: [],
    acceptTermsAndConditions: false,
  };
}

export function toCandidateRegistration(values: CandidateFormValues, existing: ExistingAccount | null): CandidateRegistration {
  return {
    ...(existing ? { existingAccount: toExistingAccount(existing) } : { account: toAccount(values.account) }),
    mainPhone: toPhone(values.mainPhone),
    eveningPhone: toOptionalPhone(values.eveningPhone),
    address: toAddress(values.address),
    experienceTitle: values.experienceTitle.trim(),
    experienceOrganizationName: values.experienceOrganizationName.trim(),
    isLookingForPosition: values.isLookingForPosition === 'false' ? 'false' : 'true',
    skills: values.skills,
    focusAreas: values.focusAreas,
    acceptTermsAndConditions: true,
  };
}
