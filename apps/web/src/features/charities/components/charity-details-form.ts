import type { CharityDetails, CharityUpdate } from '@boardmatch/shared';
import { emptyAddress, emptyPhone, toAddress, toOptionalPhone, toPhone, type AddressFormValues, type PhoneFormValues } from '@/lib/form/phone-address-form.ts';

export interface CharityDetailsFormValues {
  charity: {
    name: string;
    charitableNumber: string;
    email: string;
    website: string;
    yearOfIncorporation: number | null;
    charityScopeId: number | null;
    charityTypeId: number | null;
    mandate: string;
    vision: string;
    quote: string;
  };
  address: AddressFormValues;
  mainPhone: PhoneFormValues;
  eveningPhone: PhoneFormValues;
  focusAreas: number[];
}

export function toCharityDetailsFormValues(d: CharityDetails | undefined): CharityDetailsFormValues {
  return {
    charity: {
      name: d?.name ?? '',
      charitableNumber: d?.charitableNumber ?? '',
      email: d?.email ?? '',
      website: d?.website ?? '',
      yearOfIncorporation: d?.yearOfIncorporation ?? null,
      charityScopeId: d?.charityScopeId ?? null,
      charityTypeId: d?.charityTypeId ?? null,
      mandate: d?.mandate ?? '<p></p>',
      vision: d?.vision ?? '<p></p>',
      quote: d?.quote ?? '',
    },
    address: d?.address
      ? { countryId: d.address.countryId, regionId: d.address.regionId, city: d.address.city, address1: d.address.address1 ?? '', address2: d.address.address2 ?? '', code: d.address.code ?? '' }
      : emptyAddress(),
    mainPhone: d?.mainPhone ? { number: d.mainPhone.number, extension: d.mainPhone.extension ?? '' } : emptyPhone(),
    eveningPhone: d?.eveningPhone ? { number: d.eveningPhone.number, extension: d.eveningPhone.extension ?? '' } : emptyPhone(),
    focusAreas: d?.focusAreas.map((f) => f.id) ?? [],
  };
}

export function toCharityUpdate(v: CharityDetailsFormValues): CharityUpdate {
  return {
    charity: {
      ...v.charity,
      // The resolver hands over the schema's output, where an empty optional text is already null.
      website: v.charity.website?.trim() || null,
      quote: v.charity.quote?.trim() || null,
      yearOfIncorporation: v.charity.yearOfIncorporation ?? 0,
      charityScopeId: v.charity.charityScopeId ?? 0,
      charityTypeId: v.charity.charityTypeId ?? 0,
    },
    address: toAddress(v.address),
    mainPhone: toPhone(v.mainPhone),
    eveningPhone: toOptionalPhone(v.eveningPhone),
    focusAreas: v.focusAreas,
  };
}
