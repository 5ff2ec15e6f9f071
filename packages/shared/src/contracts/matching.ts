import { z } from 'zod';
import { idNumberSchema } from './common.ts';

/*
 * Matching: a posting's suggested candidates (with 'Invite to apply') and a candidate's recommended postings. Each
 * fit is scoreFit's (matching/fit.ts): a score with its reasons and gaps as ids, named by each reader's side.
 */

/** How many candidates a posting is suggested, and postings a candidate is recommended. */
export const SUGGESTIONS_LIMIT = 10;
export const RECOMMENDATIONS_LIMIT = 6;

const ids = z.array(z.number());

export const fitReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('skills'), ids }),
  z.object({ kind: z.literal('causes'), ids }),
  z.object({ kind: z.literal('place'), level: z.enum(['city', 'province']) }),
  z.object({ kind: z.literal('languages'), codes: z.array(z.string()) }),
  z.object({ kind: z.literal('boardExperience'), typeId: z.number() }),
  z.object({ kind: z.literal('availability') }),
]);

export const fitGapSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('skills'), ids }),
  z.object({ kind: z.literal('causes'), ids }),
  z.object({ kind: z.literal('place'), level: z.enum(['elsewhere', 'unknown']) }),
  z.object({ kind: z.literal('languages'), codes: z.array(z.string()) }),
  z.object({ kind: z.literal('boardExperience'), typeId: z.number().nullable() }),
  z.object({ kind: z.literal('availability'), why: z.enum(['notLooking', 'withdrawn']) }),
]);

export const fitSchema = z.object({ score: z.number(), reasons: z.array(fitReasonSchema), gaps: z.array(fitGapSchema) });

/** One of a posting's suggested candidates, as its charity sees them. */
export const suggestedCandidateSchema = z.object({
  /** The candidate's id (their profile: /search?cid=). */
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  organizationName: z.string().nullable(),
  city: z.string().nullable(),
  /** The province's abbreviation. */
  region: z.string().nullable(),
  fit: fitSchema,
  /** Already invited to apply for this posting (by anyone of the charity). */
  invited: z.boolean(),
});
export type SuggestedCandidate = z.infer<typeof suggestedCandidateSchema>;

export const suggestedCandidatesSchema = z.object({ postingId: z.number(), candidates: z.array(suggestedCandidateSchema) });
export type SuggestedCandidates = z.infer<typeof suggestedCandidatesSchema>;

/** 'Invite to apply': the candidate, for the posting the path names. */
export const inviteToApplySchema = z.object({ candidateId: idNumberSchema });
export type InviteToApply = z.infer<typeof inviteToApplySchema>;

export const postingInvitationSchema = z.object({ postingId: z.number(), candidateId: z.number(), invitedAt: z.string() });
export type PostingInvitation = z.infer<typeof postingInvitationSchema>;

/** One of a candidate's recommended postings. */
export const recommendedPostingSchema = z.object({
  /** The posting's id (opens as the search opens it). */
  id: z.number(),
  position: z.string(),
  charityId: z.number(),
  charityName: z.string(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  /** YYYY-MM-DD. */
  expiryDate: z.string(),
  fit: fitSchema,
  /** The charity invited the candidate to apply. */
  invited: z.boolean(),
});
export type RecommendedPosting = z.infer<typeof recommendedPostingSchema>;

export const recommendedPostingsSchema = z.object({ postings: z.array(recommendedPostingSchema) });
export type RecommendedPostings = z.infer<typeof recommendedPostingsSchema>;
