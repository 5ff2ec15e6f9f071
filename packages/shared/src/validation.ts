import { z } from 'zod';

/** Minimum 8 characters with upper-case, lower-case, digit and one of !@#$%^&*? */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*?]).{8,}$/;
export const passwordSchema = z.string().regex(PASSWORD_RULE, { message: 'errors.password' });
export const emailSchema = z.string().trim().toLowerCase().max(254).email({ message: 'errors.email' });

export function isStrongPassword(value: string): boolean {
  return PASSWORD_RULE.test(value);
}
