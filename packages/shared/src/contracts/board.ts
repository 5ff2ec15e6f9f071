import { z } from 'zod';
import { emailSchema } from '../validation.ts';
import { calendarDaySchema } from './charity-postings.ts';
import { requiredText } from './fields.ts';
import { idNumberSchema, requiredIdSchema } from './common.ts';

/* The board: who holds which position from when to when (mandates). Status comes from the dates. */

export const MANDATE_STATUSES = ['Past', 'Current', 'Future'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];
/** The board panel's Status filter: 1 All, 2 Current, 3 Past (the profile also filters 4 Future). */
export const MandateFilter = { all: 1, current: 2, past: 3, future: 4 } as const;

export const mandateSchema = z.object({
  id: z.number(),
  charityId: z.number(),
  position: z.object({ id: z.number(), name: z.string(), isDefault: z.boolean() }),
  /** Null: the seat is vacant. */
  representative: z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string(), profileColour: z.string() }).nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.enum(MANDATE_STATUSES),
});
export type Mandate = z.infer<typeof mandateSchema>;
export const mandateListSchema = z.object({ charityMandates: z.array(mandateSchema), total: z.number() });
export type MandateList = z.infer<typeof mandateListSchema>;

/** The mandate form: a position, and either a representative of the charity or a new one to invite. */
export const mandateInputSchema = z
  .object({
    charityId: idNumberSchema,
    charityPositionId: requiredIdSchema,
    charityRepresentativeId: idNumberSchema.nullable().optional(),
    newRepresentative: z.object({ firstName: requiredText(100), lastName: requiredText(100), email: emailSchema }).nullable().optional(),
    startDate: calendarDaySchema.nullable().optional(),
    endDate: calendarDaySchema.nullable().optional(),
  })
  .superRefine((m, ctx) => {
    if (m.startDate && m.endDate && m.endDate < m.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'charityPostings.validation.endBeforeStart' });
    if (m.charityRepresentativeId && m.newRepresentative) ctx.addIssue({ code: 'custom', path: ['charityRepresentativeId'], message: 'errors.invalidInput' });
  });
export type MandateInput = z.infer<typeof mandateInputSchema>;

/** A charity's representatives to choose from for a seat. */
export const boardRepresentativeSchema = z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string() });
export const boardRepresentativeListSchema = z.array(boardRepresentativeSchema);
export type BoardRepresentative = z.infer<typeof boardRepresentativeSchema>;
