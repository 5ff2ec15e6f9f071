import { z } from 'zod';
import { APPLICATION_MESSAGE_MAX, ApplyBlocker, NOTES_MAX_LENGTH, DECLINE_REASONS, DECLINE_SEVERAL_MAX, EARLIER_DECLINE_REASONS, type DeclineReason } from './application-options.ts';
import { idSchema, idNumberSchema, namedSchema, totalCappedSchema } from './common.ts';
import { charityRepliesSchema } from './waiting-applicants.ts';
import { interviewSchema } from './interviews.ts';

/*
 * Postings as one summary (spec 2 section 2.5) and candidate applications (sections 2.4, 4): who applies,
 * and how an application's status moves.
 */

const positionRef = z.object({ id: z.number(), name: z.string(), isNotBoard: z.boolean() });

/**
 * A posting's own fields, as every posting answer carries them (the summary here; the search tile adds the
 * charity's place and the matching skills).
 */
export const postingBaseSchema = z.object({
  /** The position number. */
  id: z.number(),
  charityId: z.number(),
  charityPosition: positionRef,
  /** Rich text (bold, italic, underline), sanitised. */
  description: z.string(),
  specialRequirements: z.string().nullable(),
  /** Mandate period, YYYY-MM-DD. */
  startDate: z.string(),
  endDate: z.string(),
  expiryDate: z.string(),
  /** ISO date-time. */
  datePosted: z.string(),
  /** 1 open, 2 fulfilled. */
  charityPostingStatusId: z.number(),
  candidateSkill: z.array(namedSchema),
  /** The signed-in candidate already applied (false for everyone else). */
  applied: z.boolean(),
});

export const postingSummarySchema = postingBaseSchema.extend({
  charity: namedSchema,
  /** Why the visitor cannot apply now (null: the Apply button is enabled). */
  applyBlocker: z.enum(ApplyBlocker).nullable(),
  /** How its charity answers applicants (the posting's own summary; absent in lists). */
  charityReplies: charityRepliesSchema.nullable().optional(),
});
export type PostingSummary = z.infer<typeof postingSummarySchema>;

export const createApplicationSchema = z.object({
  postingId: idSchema,
  /** Notes: why the candidate is a good fit. */
  description: z.string().trim().min(1, 'applications.errors.notesRequired').max(NOTES_MAX_LENGTH),
  /** Accepted for compatibility; the server takes both from the posting. */
  charityId: idSchema.optional(),
  charityPositionId: idSchema.optional(),
});
export type CreateApplication = z.infer<typeof createApplicationSchema>;

export const applicationSchema = z.object({
  id: z.number(),
  postingId: z.number(),
  candidateId: z.number(),
  charityId: z.number(),
  charityPositionId: z.number(),
  /** Notes (plain text). */
  description: z.string(),
  /** ISO date-time (shown with time). */
  applicationDate: z.string(),
  applicationStatusId: z.number(),
  applicationStatus: namedSchema,
  charity: namedSchema,
  charityPosition: positionRef,
  candidate: z.object({ id: z.number(), firstName: z.string(), lastName: z.string() }),
  /** On the charity's shortlist: told to the charity's readers and staff only (false for the candidate). */
  shortlisted: z.boolean(),
  /**
   * While the charity has not moved it out of Applied: the working days it has waited (weekends and its province's
   * holidays skipped) and whether the reply is overdue (10 working days); null once answered.
   */
  waiting: z.object({ days: z.number(), overdue: z.boolean() }).nullable(),
  /** The latest interview arranged for it (times proposed, chosen, cancelled); null when none was. */
  interview: interviewSchema.nullable(),
  /** The posting as it is now (applied is true; applyBlocker null). */
  posting: postingSummarySchema,
});
export type Application = z.infer<typeof applicationSchema>;
export const applicationListSchema = z.object({ applications: z.array(applicationSchema), total: z.number(), totalCapped: totalCappedSchema });
export type ApplicationList = z.infer<typeof applicationListSchema>;

const replaceOp = <P extends string, V extends z.ZodType>(path: P, value: V) => z.object({ op: z.literal('replace'), path: z.literal(path), value });

/**
 * PATCH body (JSON Patch shape): one replace of /applicationStatusId; a charity may add /declineReason and a
 * custom /message for the candidate.
 */
export const applicationPatchSchema = z
  .array(
    z.discriminatedUnion('path', [
      replaceOp('/applicationStatusId', idSchema),
      replaceOp('/declineReason', z.enum([...DECLINE_REASONS, ...EARLIER_DECLINE_REASONS])),
      replaceOp('/message', z.string().trim().max(APPLICATION_MESSAGE_MAX)),
    ]),
  )
  .min(1)
  .max(3)
  .refine((ops) => ops.filter((o) => o.path === '/applicationStatusId').length === 1, 'errors.invalidInput')
  .refine((ops) => new Set(ops.map((o) => o.path)).size === ops.length, 'errors.invalidInput');
export type ApplicationPatch = z.infer<typeof applicationPatchSchema>;

/** The status change a PATCH asks for, with the charity's reason and message when given. */
export function readApplicationPatch(patch: ApplicationPatch): { to: number; declineReason: DeclineReason | null; message: string | null } {
  let to = 0;
  let declineReason: DeclineReason | null = null;
  let message: string | null = null;
  for (const op of patch) {
    if (op.path === '/applicationStatusId') to = op.value;
    else if (op.path === '/declineReason') declineReason = op.value;
    else message = op.value || null;
  }
  return { to, declineReason, message };
}

/** 'Decline several': applications of one charity declined at once, with one private reason and one message. */
export const declineSeveralSchema = z.object({
  applicationIds: z.array(idNumberSchema).min(1).max(DECLINE_SEVERAL_MAX),
  declineReason: z.enum(DECLINE_REASONS),
  /** Left empty, each candidate gets the kind note in their own language. */
  message: z.string().trim().max(APPLICATION_MESSAGE_MAX).optional(),
});
export type DeclineSeveral = z.infer<typeof declineSeveralSchema>;
export const declineSeveralResultSchema = z.object({ declined: z.number() });

/** 'Invite for Interview': a candidate found under a posting gets an application in Interview. */
export const inviteCandidateSchema = z.object({ candidateId: idNumberSchema });
export type InviteCandidate = z.infer<typeof inviteCandidateSchema>;

