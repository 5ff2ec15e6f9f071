/** A phone and an address as forms hold them (registration, user information), and their API shapes. */
export interface PhoneFormValues {
  number: string;
  extension: string;
}

export interface AddressFormValues {
  countryId: number | null;
  regionId: number | null;
  city: string;
  address1: string;
  address2: string;
  code: string;
}

export const emptyPhone = (): PhoneFormValues => ({ number: '', extension: '' });
export const emptyAddress = (): AddressFormValues => ({ countryId: null, regionId: null, city: '', address1: '', address2: '', code: '' });

const orNull = (text: string) => (text.trim() ? text.trim() : null);

export const toPhone = (p: PhoneFormValues) => ({ number: p.number.trim(), extension: orNull(p.extension) });
export const toOptionalPhone = (p: PhoneFormValues) => (p.number.trim() ? toPhone(p) : null);
export const toAddress = (a: AddressFormValues) => ({
  countryId: a.countryId ?? 0,
  regionId: a.regionId ?? 0,
  city: a.city.trim(),
  address1: orNull(a.address1),
  address2: orNull(a.address2),
  code: orNull(a.code),
});
