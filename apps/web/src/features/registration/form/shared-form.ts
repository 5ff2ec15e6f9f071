import { PRONOUN_OTHER_ID } from '@boardmatch/shared';

export interface AccountFormValues {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  pronounId: number | null;
  pronounOther: string;
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
export const toExistingAccount = (e: ExistingAccount) => ({ userName: e.userName, password: e.password });

/** Which form-level message a failed validation shows. */
export function invalidFormMessageKey(errors: Record<string, unknown>): 'errors.addressRequired' | 'errors.allRequired' {
  const sections = Object.keys(errors).filter((key) => errors[key]);
  return sections.length === 1 && sections[0] === 'address' ? 'errors.addressRequired' : 'errors.allRequired';
}
