import { passwordSchema } from '@boardmatch/shared';
import { z } from 'zod';

/** A new password typed twice: the reset link's form and a new staff member's. Loaded at the form's first check. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, 'errors.required') })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'errors.passwordsMatch' });

export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
