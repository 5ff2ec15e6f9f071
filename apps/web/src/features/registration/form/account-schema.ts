import { accountInputSchema, PRONOUN_OTHER_ID } from '@boardmatch/shared';
import { z } from 'zod';

/** Pronoun 'Other' asks for a text. */
export const pronounOtherRule = <T extends { pronounId?: number | null; pronounOther?: string | null }>(value: T, ctx: z.RefinementCtx) => {
  if (value.pronounId === PRONOUN_OTHER_ID && !value.pronounOther?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['pronounOther'], message: 'errors.required' });
  }
};

export const accountFormSchema = accountInputSchema.superRefine(pronounOtherRule);
