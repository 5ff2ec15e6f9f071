import { z } from 'zod';
import { idNumberSchema } from './common.ts';

/** A user's language: the web's texts, the API's messages and the e-mails they receive. */
export const languageSchema = z.enum(['en', 'fr']);

export const involvementSchema = z.object({
  id: z.string(),
  involvement: z.enum(['boardmatch', 'charityRepresentative', 'candidate']),
  charityRepId: z.number().nullable(),
  charityId: z.number().nullable(),
  /** Display name: admin '{provider} Boardmatch', 'Charity {name}', 'Candidate'. */
  name: z.string(),
  charityName: z.string().nullable(),
});
export type UserInvolvement = z.infer<typeof involvementSchema>;

export const userStateSchema = z.object({
  id: z.number(),
  userId: z.number(),
  lastState: z.string().nullable(),
  candidateRole: z.number(),
  charityRole: z.number(),
  boardmatchRole: z.number(),
  charityId: z.number().nullable(),
});
export type UserState = z.infer<typeof userStateSchema>;

/** The actor the API resolved for this session: what the web's policy checks decide from. */
export const actorSchema = z.object({
  userId: z.number(),
  involvement: z.enum(['boardmatch', 'charityRepresentative', 'candidate']).nullable(),
  candidateId: z.number().nullable(),
  charityId: z.number().nullable(),
  charityRepresentativeId: z.number().nullable(),
  staffRoleId: z.number().nullable(),
  actingStaffUserId: z.number().nullable(),
  claims: z.record(z.string(), z.union([z.number(), z.string()])),
});

/** GET /api/users/session: everything the shell needs after sign-in, in one call. */
export const userSessionSchema = z.object({
  user: z.object({
    id: z.number(),
    userName: z.string(),
    userInformation: z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), profileColour: z.string() }),
    /** Adopted by the web at sign-in. */
    preferredLanguage: languageSchema.optional(),
  }),
  isSelf: z.boolean(),
  /** Set while a staff member acts as this user. */
  actingAdmin: z.object({ id: z.number(), userName: z.string() }).nullable(),
  state: userStateSchema,
  involvements: z.array(involvementSchema),
  selectedInvolvementId: z.string().nullable(),
  candidate: z.object({ id: z.number(), onboardingComplete: z.boolean() }).nullable(),
  charityRepresentative: z
    .object({ id: z.number(), charityId: z.number(), onboardingComplete: z.boolean(), charity: z.object({ id: z.number(), name: z.string(), onboardingComplete: z.boolean() }) })
    .nullable(),
  claims: z.record(z.string(), z.union([z.number(), z.string()])),
  actor: actorSchema.optional(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

/** PUT /api/users/state: save the last visited path. */
export const saveLastStateSchema = z.object({ lastState: z.string().min(1).max(500).regex(/^\//) });
/** POST /api/users/state/switch: select an involvement. */
export const switchInvolvementSchema = z.object({
  involvement: z.enum(['boardmatch', 'charityRepresentative', 'candidate']),
  charityId: idNumberSchema.optional().nullable(),
});
export type SwitchInvolvement = z.infer<typeof switchInvolvementSchema>;

/** PUT /api/users/me/language: the signed-in user's preferred language. */
export const updateLanguageSchema = z.object({ language: languageSchema });
export type UpdateLanguage = z.infer<typeof updateLanguageSchema>;

/** Deleting one's own account is confirmed by the account's password. */
export const deleteAccountSchema = z.object({ password: z.string().min(1).max(200) });
export type DeleteAccount = z.infer<typeof deleteAccountSchema>;
