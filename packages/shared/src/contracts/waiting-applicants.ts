import { z } from 'zod';

/* Staff 'Waiting applicants': every application the charity has left in Applied for 10 working days or more. */

/** A representative to call about it: one who may answer the charity's applications. */
export const waitingRepresentativeSchema = z.object({ firstName: z.string().nullable(), lastName: z.string().nullable(), phone: z.string().nullable(), email: z.string() });
export type WaitingRepresentative = z.infer<typeof waitingRepresentativeSchema>;

export const waitingApplicantSchema = z.object({
  applicationId: z.number(),
  charity: z.object({ id: z.number(), name: z.string() }),
  posting: z.object({ id: z.number(), positionName: z.string() }),
  candidate: z.object({ id: z.number(), firstName: z.string(), lastName: z.string() }),
  applicationDate: z.string(),
  /** Working days waited, counted in the charity's province. */
  daysWaiting: z.number(),
  /** When staff last sent the reminder again ('Remind'), or null. */
  remindedAt: z.string().nullable(),
  representatives: z.array(waitingRepresentativeSchema),
});
export type WaitingApplicant = z.infer<typeof waitingApplicantSchema>;
export const waitingApplicantListSchema = z.object({ applicants: z.array(waitingApplicantSchema), total: z.number() });
export type WaitingApplicantList = z.infer<typeof waitingApplicantListSchema>;

/** 'Remind': the 'Reply overdue' reminder sent again, to how many representatives. */
export const waitingReminderSchema = z.object({ remindedAt: z.string(), recipients: z.number() });
export type WaitingReminder = z.infer<typeof waitingReminderSchema>;

/**
 * How a charity answers its applicants (last 12 months): 'Usually replies within {medianDays} days' and 'Replies to
 * {sharePercent}% of applicants'; null until REPLY_STATS_MIN_APPLICATIONS applications were answered or closed.
 */
export const charityRepliesSchema = z.object({ medianDays: z.number().nullable(), sharePercent: z.number(), applications: z.number() });
export type CharityReplies = z.infer<typeof charityRepliesSchema>;

/** The list as CSV (text/csv), in the request's language. */
export const waitingApplicantsCsvSchema = z.string();
