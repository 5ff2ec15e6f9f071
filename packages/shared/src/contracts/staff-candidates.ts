import { z } from 'zod';
import { OtherId, PRONOUN_OTHER_ID } from '../constants.ts';
import { emailSchema, passwordSchema } from '../validation.ts';
import { userInformationInputSchema } from './candidates.ts';
import { optionalText } from './fields.ts';
import { idNumberSchema } from './common.ts';

/*
 * The staff Candidates screen (spec 3, 'Admin Candidates screen', sections 4, 5 and 7): a candidate created or
 * changed by staff through the user form, deactivated, activated or deleted; the cities and provinces candidates
 * live in; whether an e-mail is taken.
 */

/** ?AdminOverride=1: a staff call that reads other users' data says so, as the staff lists do in their Filters. */
export const adminOverrideQuerySchema = z.object({ AdminOverride: z.string().max(10).optional() });

/** The user form of the candidate dialog and the candidate's own fields (about, skills, causes, minority groups). */
const staffCandidateFields = {
  ...userInformationInputSchema.shape,
  email: emailSchema,
  experienceTitle: optionalText(200),
  experienceOrganizationName: optionalText(200),
  /** A new candidate is looking unless told otherwise; a change keeps the candidate's answer when absent. */
  isLookingForPosition: z.boolean().optional(),
  /** Rich text: bold, italic and underline only; the server sanitises it. */
  about: z.string().max(20_000).optional().nullable(),
  skills: z.array(idNumberSchema).min(1, 'errors.selectAtLeastOne').max(100),
  focusAreas: z.array(idNumberSchema).min(1, 'errors.selectAtLeastOne').max(100),
  minorityGroupIds: z.array(idNumberSchema).max(50).default([]),
  otherMinorityGroup: optionalText(200),
};

type StaffCandidateShape = { pronounId?: number | null; pronounOther?: string | null };
const pronounOtherRule = (v: StaffCandidateShape, ctx: z.RefinementCtx) => {
  if (v.pronounId === PRONOUN_OTHER_ID && !v.pronounOther?.trim()) ctx.addIssue({ code: 'custom', path: ['pronounOther'], message: 'errors.required' });
};

/** A new candidate: a new user (verified, with the password staff set) and the candidate, in one transaction. */
export const staffCandidateCreateSchema = z.object({ ...staffCandidateFields, password: passwordSchema }).superRefine(pronounOtherRule);
export type StaffCandidateCreate = z.infer<typeof staffCandidateCreateSchema>;

/** A change of an existing candidate and their user (the password is not changed here). */
export const staffCandidateUpdateSchema = z.object(staffCandidateFields).superRefine(pronounOtherRule);
export type StaffCandidateUpdate = z.infer<typeof staffCandidateUpdateSchema>;

/** Minority group 'Other' keeps its text; any other choice drops it. */
export const keepsOtherMinorityGroup = (ids: readonly number[]) => ids.includes(OtherId.minorityGroup);

/** PUT /api/candidates/:id/enabled: deactivate ({ isDisabled: true }) or activate ({ isDisabled: false }). */
export const candidateEnabledSchema = z.object({ isDisabled: z.boolean() });
export const candidateStatusSchema = z.object({ id: z.number(), isDisabled: z.boolean() });
export type CandidateStatus = z.infer<typeof candidateStatusSchema>;

/** POST /api/users/:username: is this e-mail already a user name? */
export const userNameParamSchema = z.object({ username: emailSchema });
export const userNameCheckSchema = z.object({ taken: z.boolean() });
export type UserNameCheck = z.infer<typeof userNameCheckSchema>;
