import { addressInputSchema, phoneInputSchema } from '@boardmatch/shared';
import { z } from 'zod';

/** The rules of a phone and an address as forms hold them (phone-address-form.ts). */
export const mainPhoneFormSchema = phoneInputSchema;
/** The evening phone is optional: empty is fine, a number must be valid. */
export const optionalPhoneFormSchema = z.object({ number: z.string(), extension: z.string() }).superRefine((value, ctx) => {
  if (!value.number.trim() && !value.extension.trim()) return;
  const result = phoneInputSchema.safeParse(value);
  if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ ...issue });
});
export const addressFormSchema = addressInputSchema;
