import { candidateRegistrationSchema, type CandidateRegistration } from '@boardmatch/shared';
import { z } from 'zod';
import {
  accountFormSchema,
  emptyAccount,
  toAccount,
  toExistingAccount,
  type AccountFormValues,
  type ExistingAccount,
} from './shared-form.ts';
import {
  addressFormSchema,
  emptyAddress,
  emptyPhone,
  mainPhoneFormSchema,
  optionalPhoneFormSchema,
  toAddress,
  toOptionalPhone,
  toPhone,
  type AddressFormValues,
  type PhoneFormValues,
} from '@/lib/form/phone-address-form.ts';

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

const fields = candidateRegistrationSchema.shape;

/**
 * What the form checks before it sends. The release agreement is checked after the rest (spec 1, section 4,
 * 'Candidate registration'); the account is not checked when an existing account was chosen.
 */
export function candidateFormSchema(existing: boolean) {
  return z.object({
    account: existing ? z.unknown() : accountFormSchema,
    mainPhone: mainPhoneFormSchema,
    eveningPhone: optionalPhoneFormSchema,
    address: addressFormSchema,
    experienceTitle: fields.experienceTitle,
    experienceOrganizationName: fields.experienceOrganizationName,
    isLookingForPosition: fields.isLookingForPosition,
    skills: fields.skills,
    focusAreas: fields.focusAreas,
    acceptTermsAndConditions: z.boolean(),
  });
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
