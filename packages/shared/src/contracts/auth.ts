import { z } from 'zod';
import { emailSchema, passwordEntrySchema, passwordSchema } from '../validation.ts';
import { apiErrorSchema, idSchema } from './common.ts';

/** Sign-in (POST /api/auth), form-encoded or JSON. */
export const signInRequestSchema = z.object({ UserName: z.string().trim().min(1).max(254), Password: passwordEntrySchema });
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** A session as the client sees it; the refresh token travels only in its httpOnly cookie. */
export const sessionBodySchema = z.object({
  token: z.string(),
  userId: z.number(),
  isSelf: z.boolean(),
  candidate: z.object({ candidate: z.object({ id: z.number(), userId: z.number(), onboardingComplete: z.boolean() }) }).nullable(),
  charityRepresentative: z
    .object({
      charityRepresentative: z.object({
        id: z.number(),
        charityId: z.number(),
        onboardingComplete: z.boolean(),
        charity: z.object({ onboardingComplete: z.boolean() }),
      }),
    })
    .nullable(),
  userInformation: z.object({ firstName: z.string(), lastName: z.string() }),
  profileColour: z.string(),
});
export type SessionBody = z.infer<typeof sessionBodySchema>;

/** The spec's result wrapper for sign-in. */
export const signInResultSchema = z.object({ error: z.literal(true).nullable(), message: z.string(), response: sessionBodySchema.nullable() });
export type SignInResult = z.infer<typeof signInResultSchema>;
/** A refused sign-in (400, 401, 429 ...): the wrapper with no session, and the one error shape's code and issues. */
export const signInRefusalSchema = apiErrorSchema.extend({ error: z.literal(true), response: z.null() });

export const userNameRequestSchema = z.object({ UserName: z.string().trim().min(1).max(254) });
export const resetPasswordRequestSchema = z.object({ Token: z.string().min(1).max(200), Password: passwordSchema });
export const checkResetRequestSchema = z.object({ Token: z.string().min(1).max(200) });
export const authenticateAsRequestSchema = z.object({
  targetUserId: idSchema,
  adminUsername: z.string().trim().min(1).max(254),
  adminPassword: passwordEntrySchema,
  /** Acting as a charity representative: the charity whose representative involvement is selected. */
  charityId: idSchema.optional().nullable(),
  /** Why the staff member acts as this user: required, and recorded in the staff audit. */
  reason: z.string().trim().min(1).max(500),
});

/** POST /api/auth/user-data: checks credentials and answers who the user is (used by 'Already have a Boardmatch user account?'). */
export const userDataResponseSchema = z.object({
  id: z.number(),
  userName: z.string(),
  userInformation: z.object({ id: z.number(), firstName: z.string(), lastName: z.string() }),
  isCandidate: z.boolean(),
});
export type UserDataResponse = z.infer<typeof userDataResponseSchema>;

export { emailSchema, passwordSchema };

export const verificationQuerySchema = z.object({ token: z.string().min(1).max(200) });
