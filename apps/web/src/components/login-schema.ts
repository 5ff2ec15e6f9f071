import { z } from 'zod';

/** The login dialog's rules (and the reason asked when acting as another user). Loaded at the dialog's first check. */
export const credentialsSchema = z.object({
  email: z.string().trim().min(1, 'errors.required'),
  password: z.string().min(1, 'errors.required'),
});
export const withReasonSchema = credentialsSchema.extend({ reason: z.string().trim().min(1, 'errors.required').max(500, 'loginDialog.reasonTooLong') });
