import { PRONOUN_OTHER_ID, type UserInformation, type UserInformationInput } from '@boardmatch/shared';
import { formResolver } from './form-resolver.ts';
import { emptyAddress, toAddress, toOptionalPhone, toPhone, type AddressFormValues, type PhoneFormValues } from './phone-address-form.ts';

/** The user information form as it is being filled: nulls and empty strings until the user fills it in. */
export interface UserInformationFormValues {
  firstName: string;
  lastName: string;
  pronounId: number | null;
  pronounOther: string;
  mainPhone: PhoneFormValues;
  eveningPhone: PhoneFormValues;
  address: AddressFormValues;
}

/** The form's rules, loaded at its first check: the same the server applies. */
export const userInformationResolver = formResolver<UserInformationFormValues>(() =>
  import('./user-information-schema.ts').then((m) => m.userInformationFormSchema),
);

export function toUserInformationFormValues(info: UserInformation | null | undefined): UserInformationFormValues {
  const a = info?.address;
  return {
    firstName: info?.firstName ?? '',
    lastName: info?.lastName ?? '',
    pronounId: info?.pronounId ?? null,
    pronounOther: info?.pronounOther ?? '',
    mainPhone: { number: info?.mainPhone?.number ?? '', extension: info?.mainPhone?.extension ?? '' },
    eveningPhone: { number: info?.eveningPhone?.number ?? '', extension: info?.eveningPhone?.extension ?? '' },
    address: a
      ? { countryId: a.countryId, regionId: a.regionId, city: a.city, address1: a.address1 ?? '', address2: a.address2 ?? '', code: a.code ?? '' }
      : emptyAddress(),
  };
}

export function toUserInformationInput(v: UserInformationFormValues): UserInformationInput {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    pronounId: v.pronounId,
    pronounOther: v.pronounId === PRONOUN_OTHER_ID ? v.pronounOther.trim() || null : null,
    mainPhone: toPhone(v.mainPhone),
    eveningPhone: toOptionalPhone(v.eveningPhone),
    address: toAddress(v.address),
  };
}
