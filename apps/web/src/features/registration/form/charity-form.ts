import type { CharityRegistration } from '@boardmatch/shared';
import { emptyAccount, toAccount, toExistingAccount, type AccountFormValues, type ExistingAccount } from './shared-form.ts';
import { emptyAddress, emptyPhone, toAddress, toOptionalPhone, toPhone, type AddressFormValues, type PhoneFormValues } from '@/lib/form/phone-address-form.ts';

export interface CharityFormValues {
  charity: {
    name: string;
    charitableNumber: string;
    email: string;
    website: string;
    charityTypeId: number | null;
    charityScopeId: number | null;
  };
  mainPhone: PhoneFormValues;
  eveningPhone: PhoneFormValues;
  address: AddressFormValues;
  seniorStaff: { firstName: string; lastName: string; title: string; email: string; phone: PhoneFormValues };
  account: AccountFormValues;
  acceptTermsAndConditions: boolean;
}

export function charityFormDefaults(): CharityFormValues {
  return {
    charity: { name: '', charitableNumber: '', email: '', website: '', charityTypeId: null, charityScopeId: null },
    mainPhone: emptyPhone(),
    eveningPhone: emptyPhone(),
    address: emptyAddress(),
    seniorStaff: { firstName: '', lastName: '', title: '', email: '', phone: emptyPhone() },
    account: emptyAccount(),
    acceptTermsAndConditions: false,
  };
}

/** The charity, its phones and its address as the API takes them. */
export function toCharityParts(values: CharityFormValues) {
  const c = values.charity;
  return {
    charity: {
      name: c.name.trim(),
      charitableNumber: c.charitableNumber.trim(),
      email: c.email.trim(),
      website: c.website.trim() || null,
      charityTypeId: c.charityTypeId,
      charityScopeId: c.charityScopeId,
      focusAreas: [],
    },
    mainPhone: toPhone(values.mainPhone),
    eveningPhone: toOptionalPhone(values.eveningPhone),
    address: toAddress(values.address),
  };
}

export function toSeniorStaff(s: CharityFormValues['seniorStaff']) {
  return { firstName: s.firstName.trim(), lastName: s.lastName.trim(), title: s.title.trim(), email: s.email.trim(), phone: toPhone(s.phone) };
}

export function toCharityRegistration(values: CharityFormValues, existing: ExistingAccount | null): CharityRegistration {
  return {
    ...toCharityParts(values),
    seniorStaff: toSeniorStaff(values.seniorStaff),
    ...(existing ? { existingAccount: toExistingAccount(existing) } : { account: toAccount(values.account) }),
    acceptTermsAndConditions: true,
  };
}
