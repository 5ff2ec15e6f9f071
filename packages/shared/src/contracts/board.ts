import { z } from 'zod';
import { emailSchema } from '../validation.ts';
import { calendarDaySchema } from './charity-postings.ts';
import { requiredText } from './fields.ts';
import { idNumberSchema, requiredIdSchema } from './common.ts';
import { MANDATE_STATUSES, WANTED_SKILL_SOURCES } from './board-options.ts';

/* The board: who holds which position from when to when (mandates). Status comes from the dates. */

export const mandateSchema = z.object({
  id: z.number(),
  charityId: z.number(),
  position: z.object({ id: z.number(), name: z.string(), isDefault: z.boolean() }),
  /** Null: the seat is vacant. */
  representative: z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string(), profileColour: z.string() }).nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.enum(MANDATE_STATUSES),
  /** The member's skills as the charity entered them (a member with a candidate profile brings its skills too). */
  skillIds: z.array(z.number()),
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
    /** The member's skills for the board's skills matrix; absent: left as they are. */
    skillIds: z.array(requiredIdSchema).max(100).optional(),
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

/* The board's skills matrix and its terms ending (the Board page), and the posting drafted for a seat about to empty. */

export const skillsMatrixSchema = z.object({
  /** The current members (seats held today), in board order. */
  members: z.array(z.object({ mandateId: z.number(), firstName: z.string(), lastName: z.string(), position: z.string() })),
  /** Every skill a current member holds or the charity wants: gaps first, then wanted, then by name. */
  skills: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      /** The mandate ids of the current members who hold it. */
      holders: z.array(z.number()),
      wantedBecause: z.array(z.enum(WANTED_SKILL_SOURCES)),
      /** Wanted, and no current member holds it. */
      gap: z.boolean(),
    }),
  ),
});
export type SkillsMatrix = z.infer<typeof skillsMatrixSchema>;

export const termEndingSchema = z.object({
  mandateId: z.number(),
  position: z.object({ id: z.number(), name: z.string() }),
  member: z.object({ firstName: z.string(), lastName: z.string() }),
  endDate: z.string(),
  daysLeft: z.number(),
});
export type TermEnding = z.infer<typeof termEndingSchema>;
export const termEndingListSchema = z.object({ terms: z.array(termEndingSchema), total: z.number() });
export type TermEndingList = z.infer<typeof termEndingListSchema>;

/** New Position Posting prefilled for the seat a term leaves: nothing is saved until the representative submits. */
export const postingDraftSchema = z.object({
  mandateId: z.number(),
  charityPositionId: z.number(),
  /** The day after the term ends. */
  startDate: z.string(),
  /** The charity's board term length after the start (one year when it gave none). */
  endDate: z.string(),
  /** The term's last day: applications close before the seat empties (null when that day is past). */
  expiryDate: z.string().nullable(),
  /** The departing member's skills and the board's gaps. */
  skills: z.array(z.number()),
});
export type PostingDraft = z.infer<typeof postingDraftSchema>;
