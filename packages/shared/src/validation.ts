import { z } from 'zod';

/** Minimum 8 characters with upper-case, lower-case, digit and one of !@#$%^&*? */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*?]).{8,}$/;
/** The longest password: the same wherever a password is chosen or typed, so one chosen always signs in. */
export const PASSWORD_MAX_LENGTH = 200;
/** A new password (registration, reset, invitation, staff's new candidate). */
export const passwordSchema = z.string().max(PASSWORD_MAX_LENGTH, { message: 'errors.passwordTooLong' }).regex(PASSWORD_RULE, { message: 'errors.password' });
/** A password typed to prove who one is (sign-in, acting as a user, linking an account). */
export const passwordEntrySchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);
export const emailSchema = z.string().trim().toLowerCase().max(254).email({ message: 'errors.email' });

export function isStrongPassword(value: string): boolean {
  return passwordSchema.safeParse(value).success;
}
