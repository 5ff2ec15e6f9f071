import { z } from 'zod';

/*
 * Notifications: the weekly digests a user may receive, each on or off, and the one-click unsubscribe every digest
 * mail carries.
 */

/**
 * postings: new postings that fit (candidates); applicants: applicants waiting and terms ending (representatives who
 * may answer applications); staff: overdue replies and undelivered mail (staff).
 */
export const DIGEST_KINDS = ['postings', 'applicants', 'staff'] as const;
export type DigestKind = (typeof DIGEST_KINDS)[number];
export const digestKindSchema = z.enum(DIGEST_KINDS);

export const digestSettingSchema = z.strictObject({ kind: digestKindSchema, enabled: z.boolean() });
export type DigestSetting = z.infer<typeof digestSettingSchema>;

/**
 * The digests this user can receive given their involvements, each on or off (on unless turned off).
 * communicationsDeclined: a candidate who has not accepted to receive communications, whom the digest of postings
 * does not reach until they do.
 */
export const notificationSettingsSchema = z.object({ digests: z.array(digestSettingSchema), communicationsDeclined: z.boolean() });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Each kind at most once. */
export const updateNotificationSettingsSchema = z.strictObject({
  digests: z
    .array(digestSettingSchema)
    .min(1)
    .max(DIGEST_KINDS.length)
    .refine((list) => new Set(list.map((d) => d.kind)).size === list.length, 'errors.invalidInput'),
});
export type UpdateNotificationSettings = z.infer<typeof updateNotificationSettingsSchema>;

/** An unsubscribe link's token: base64url, of a bounded length (a longer one is no token of ours). */
export const unsubscribeParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const unsubscribeAnswerSchema = z.object({ kind: digestKindSchema });
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;
