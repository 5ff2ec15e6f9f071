import { passwordSchema } from '@boardmatch/shared';
import { z } from 'zod';
import { pronounOtherRule } from './account-schema.ts';

export interface InvitationFormValues {
  account: {
    firstName: string;
    lastName: string;
    password: string;
    confirmPassword: string;
    pronounId: number | null;
    pronounOther: string;
  };
}

const name = z.string().trim().min(1, 'errors.required').max(100);

export const invitationFormSchema = z.object({
  account: z
    .object({
      firstName: name,
      lastName: name,
      password: passwordSchema,
      confirmPassword: z.string(),
      pronounId: z.number().int().positive().nullable(),
      pronounOther: z.string().max(100),
    })
    .refine((a) => a.password === a.confirmPassword, { path: ['confirmPassword'], message: 'errors.passwordsMatch' })
    .superRefine(pronounOtherRule),
});
