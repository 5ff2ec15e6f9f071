import { accountInputSchema, addressInputSchema, phoneInputSchema } from '@boardmatch/shared';
import { z } from 'zod';

/** Pronoun 'Other' (id 4) asks for a text. */
export const PRONOUN_OTHER_ID = 4;

export interface AccountFormValues {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  pronounId: number | null;
  pronounOther: string;
}

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

/** A user's existing account, proven in the login dialog ('Already have a Boardmatch user account?'). */
export interface ExistingAccount {
  userName: string;
  password: string;
  displayName: string;
  isCandidate: boolean;
}

export const emptyAccount = (): AccountFormValues => ({
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  pronounId: null,
  pronounOther: '',
});
export const emptyPhone = (): PhoneFormValues => ({ number: '', extension: '' });
export const emptyAddress = (): AddressFormValues => ({ countryId: null, regionId: null, city: '', address1: '', address2: '', code: '' });

export const pronounOtherRule = <T extends { pronounId?: number | null; pronounOther?: string | null }>(value: T, ctx: z.RefinementCtx) => {
  if (value.pronounId === PRONOUN_OTHER_ID && !value.pronounOther?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['pronounOther'], message: 'errors.required' });
  }
};

export const accountFormSchema = accountInputSchema.superRefine(pronounOtherRule);
export const mainPhoneFormSchema = phoneInputSchema;
/** The evening phone is optional: empty is fine, a number must be valid. */
export const optionalPhoneFormSchema = z.object({ number: z.string(), extension: z.string() }).superRefine((value, ctx) => {
  if (!value.number.trim() && !value.extension.trim()) return;
  const result = phoneInputSchema.safeParse(value);
  if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});
export const addressFormSchema = addressInputSchema;

const orNull = (text: string) => (text.trim() ? text.trim() : null);

export const toAccount = (a: AccountFormValues) => ({
  email: a.email,
  password: a.password,
  confirmPassword: a.confirmPassword,
  firstName: a.firstName,
  lastName: a.lastName,
  pronounId: a.pronounId,
  pronounOther: a.pronounId === PRONOUN_OTHER_ID ? orNull(a.pronounOther) : null,
});
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
export const toExistingAccount = (e: ExistingAccount) => ({ userName: e.userName, password: e.password });

/** Which form-level message a failed validation shows. */
export function invalidFormMessageKey(errors: Record<string, unknown>): 'errors.addressRequired' | 'errors.allRequired' {
  const sections = Object.keys(errors).filter((key) => errors[key]);
  return sections.length === 1 && sections[0] === 'address' ? 'errors.addressRequired' : 'errors.allRequired';
}
