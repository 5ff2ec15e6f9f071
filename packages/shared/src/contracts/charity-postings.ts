import { z } from 'zod';
import { emailSchema } from '../validation.ts';
import { idSchema, idNumberSchema, requiredIdSchema, namedSchema } from './common.ts';
import { postingBaseSchema } from './applications.ts';
import { optionalText, requiredText } from './fields.ts';

/* Postings managed by their charity (Posted Positions): list, create, edit, close, delete and share. */

export const POSTING_STATUS_LABELS = ['OPEN', 'EXPIRED', 'FULFILLED'] as const;

/** A posting as its charity sees it in Posted Positions: status as shown and how many applied. */
export const charityPostingSchema = postingBaseSchema.omit({ applied: true }).extend({
  charity: namedSchema,
  status: z.enum(POSTING_STATUS_LABELS),
  applicationCount: z.number(),
});
export type CharityPosting = z.infer<typeof charityPostingSchema>;
export const charityPostingListSchema = z.object({ postings: z.array(charityPostingSchema), total: z.number() });
export type CharityPostingList = z.infer<typeof charityPostingListSchema>;

export const charityIdParamSchema = z.object({ charityId: idSchema });

/** YYYY-MM-DD, a real calendar day. */
export const calendarDaySchema = z
  .string({ error: 'errors.required' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'charityPostings.validation.date')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'charityPostings.validation.date');

export const POSTING_DESCRIPTION_MAX = 20000;

/** The posting form. The date rules that depend on today are the server's (see postingDateIssues). */
export const postingInputSchema = z.object({
  charityId: idSchema,
  charityPositionId: requiredIdSchema,
  description: z.string({ error: 'charityPostings.validation.mustBeFilled' }).max(POSTING_DESCRIPTION_MAX),
  skills: z.array(idNumberSchema).max(100).min(1, 'charityPostings.validation.skills'),
  specialRequirements: requiredText(4000),
  startDate: calendarDaySchema,
  endDate: calendarDaySchema,
  expiryDate: calendarDaySchema,
});
export type PostingInput = z.infer<typeof postingInputSchema>;

export interface PostingDateIssue {
  path: 'startDate' | 'endDate' | 'expiryDate';
  /** Catalogue key. */
  message: string;
}

/** YYYY-MM-DD of a date one year after the given day. */
export function oneYearAfter(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y + 1, m - 1, d));
  return next.toISOString().slice(0, 10);
}

/**
 * The spec's date rules: start from today up to the end; end from the start (or today); expiry from today up
 * to the end (or one year from today). Dates kept unchanged on an edit are not held to 'from today'.
 */
export function postingDateIssues(input: Pick<PostingInput, 'startDate' | 'endDate' | 'expiryDate'>, today: string, unchanged: Partial<Record<'startDate' | 'expiryDate', string>> = {}): PostingDateIssue[] {
  const issues: PostingDateIssue[] = [];
  if (input.startDate < today && unchanged.startDate !== input.startDate) issues.push({ path: 'startDate', message: 'charityPostings.validation.startPast' });
  if (input.endDate < input.startDate) issues.push({ path: 'endDate', message: 'charityPostings.validation.endBeforeStart' });
  if (input.expiryDate < today && unchanged.expiryDate !== input.expiryDate) issues.push({ path: 'expiryDate', message: 'charityPostings.validation.expiryPast' });
  const latest = input.endDate || oneYearAfter(today);
  if (input.expiryDate > latest) issues.push({ path: 'expiryDate', message: 'charityPostings.validation.expiryAfterEnd' });
  return issues;
}

/** The Share dialog: recipient, subject, sender name and an optional message. */
export const postingShareSchema = z.object({
  toEmail: emailSchema,
  toName: requiredText(200),
  subject: requiredText(300),
  fromName: requiredText(200),
  customBody: optionalText(4000),
});
export type PostingShare = z.infer<typeof postingShareSchema>;
