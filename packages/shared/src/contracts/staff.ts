import { z } from 'zod';
import { emailSchema, passwordSchema } from '../validation.ts';
import { requiredIdSchema, namedSchema } from './common.ts';
import { personName } from './fields.ts';
import { SCHEDULED_JOB_NAMES } from './staff-options.ts';

/* The staff admin section (/boardmatch-admin): staff users, staff roles, social media types; staff invitations. */

/** A staff member (involvement boardmatch): id is the staff record's, userId the person's. */
export const staffUserSchema = z.object({
  id: z.number(),
  userId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: namedSchema,
});
export type StaffUser = z.infer<typeof staffUserSchema>;
export const staffUserListSchema = z.object({ users: z.array(staffUserSchema), total: z.number() });
export type StaffUserList = z.infer<typeof staffUserListSchema>;

/** Staff invite: role, e-mail (valid), first and last name, all required. */
export const staffInviteSchema = z.object({
  firstName: personName,
  lastName: personName,
  email: emailSchema,
  boardMatchRepresentativeRoleId: requiredIdSchema,
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;

/** A staff role with its permissions: one access flag per claim. */
export const staffRoleSchema = z.object({
  id: z.number(),
  name: z.string(),
  permissions: z.array(z.object({ claim: z.string(), description: z.string(), reads: z.boolean() })),
});
export type StaffRoleWithPermissions = z.infer<typeof staffRoleSchema>;
export const staffRoleListSchema = z.array(staffRoleSchema);

/** What the invitation page shows: who is invited, and whether they already have an account (then no password is asked). */
export const staffInvitationSchema = z.object({ email: z.string(), firstName: z.string(), lastName: z.string(), role: z.string(), hasAccount: z.boolean() });
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;
export const staffInvitationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** Accepting: a new person sets a password; someone with an account keeps theirs (no password). */
export const staffInvitationAcceptSchema = z.object({ token: z.string().min(1).max(200), password: passwordSchema.optional() });
export type StaffInvitationAccept = z.infer<typeof staffInvitationAcceptSchema>;
export const staffInvitationAcceptedSchema = z.object({ userName: z.string(), createdAccount: z.boolean() });

/** A social media type (LinkedIn, Facebook ...) and its icon's address, or null without one. */
export const socialMediaTypeSchema = z.object({ id: z.number(), name: z.string(), imageId: z.number().nullable(), imageUrl: z.string().nullable() });
export type SocialMediaType = z.infer<typeof socialMediaTypeSchema>;
export const socialMediaTypeListSchema = z.array(socialMediaTypeSchema);
/** The form's text field (sent as multipart with an optional image file). */
export const socialMediaTypeInputSchema = z.object({ name: z.string().trim().min(1, 'errors.required').max(100) });
export type SocialMediaTypeInput = z.infer<typeof socialMediaTypeInputSchema>;

/** The answer of a password reset sent by staff: the address the e-mail went to. */
export const userPasswordResetSentSchema = z.object({ email: z.string() });

/** A staff member's role changed from BoardMatch Users (the last Admin keeps theirs). */
export const staffRoleChangeSchema = z.object({ boardMatchRepresentativeRoleId: requiredIdSchema });
export type StaffRoleChange = z.infer<typeof staffRoleChangeSchema>;

/** A pending invitation (not used, not revoked, not expired), listed to Resend or Revoke it. */
export const pendingInvitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: namedSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;
export const pendingInvitationListSchema = z.object({ invitations: z.array(pendingInvitationSchema), total: z.number() });
export type PendingInvitationList = z.infer<typeof pendingInvitationListSchema>;

/** A mail the receiving server refused for good (or that failed too often): to whom, what, when, and the refusal's words. */
export const undeliveredMailSchema = z.object({ id: z.number(), to: z.string(), subject: z.string(), failedAt: z.string(), reason: z.string() });
export type UndeliveredMail = z.infer<typeof undeliveredMailSchema>;
export const undeliveredMailListSchema = z.object({ mails: z.array(undeliveredMailSchema), total: z.number() });
export type UndeliveredMailList = z.infer<typeof undeliveredMailListSchema>;

/** The scheduled jobs (the staff role Admin's): each job, its last run and outcome, and when it runs next. */
export const scheduledJobParamsSchema = z.object({ name: z.enum(SCHEDULED_JOB_NAMES) });
export const scheduledJobRunSchema = z.object({
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  outcome: z.enum(['succeeded', 'failed']).nullable(),
  /** What the run did, as counts by kind (e.g. unverifiedAccounts: 2). */
  summary: z.record(z.string(), z.number()).nullable(),
});
export type ScheduledJobRun = z.infer<typeof scheduledJobRunSchema>;
export const scheduledJobSchema = z.object({ name: z.enum(SCHEDULED_JOB_NAMES), lastRun: scheduledJobRunSchema.nullable(), nextRun: z.string() });
export type ScheduledJob = z.infer<typeof scheduledJobSchema>;
export const scheduledJobListSchema = z.object({ jobs: z.array(scheduledJobSchema) });
export type ScheduledJobList = z.infer<typeof scheduledJobListSchema>;
