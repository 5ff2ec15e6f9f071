import { z } from 'zod';
import { charityRepliesSchema } from './waiting-applicants.ts';
import { postingBaseSchema } from './applications.ts';
import { namedSchema } from './common.ts';
import { regionSchema } from './lookups.ts';
import { fitSchema } from './matching.ts';

/*
 * Search and browse (spec 2, section 2.7): the charity, posting and candidate lists the /search page and the
 * Candidate Search page read, and the read-only charity profile. Lists take the list query shape
 * (listQuerySchema) and answer { <items>, total, totalCapped }.
 */

/** Totals of search lists stop counting at 1000: totalCapped says there are more ('1000+ Result(s)'). */
const totals = { total: z.number(), totalCapped: z.boolean() };

export const charityTileSchema = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string().nullable(),
  /** Region abbreviation (ON). */
  region: z.string().nullable(),
  /** Country name. */
  country: z.string().nullable(),
  /** Plain text from quote, else mandate, else vision. */
  description: z.string(),
  profileImageId: z.number().nullable(),
  /** Open, not expired, not deleted postings. */
  activePostingCount: z.number(),
});
export type CharityTile = z.infer<typeof charityTileSchema>;
export const charityListSchema = z.object({ charities: z.array(charityTileSchema), ...totals });
export type CharityList = z.infer<typeof charityListSchema>;

/** A posting's own fields (postingBaseSchema) with the charity's place and the skills matching the candidate's. */
export const postingTileSchema = postingBaseSchema.extend({
  charity: z.object({ id: z.number(), name: z.string(), city: z.string().nullable(), region: z.string().nullable() }),
  /** For a signed-in candidate: the required skills the candidate has ('MATCHING YOUR SKILLS'); empty otherwise. */
  matchingSkillIds: z.array(z.number()),
});
export type PostingTile = z.infer<typeof postingTileSchema>;
export const postingListSchema = z.object({ postings: z.array(postingTileSchema), ...totals });
export type PostingList = z.infer<typeof postingListSchema>;

export const candidateTileSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  /** The picture's signed URL (the representative may see the profile), or null. */
  profileImageUrl: z.string().nullable(),
  /** The current experience (no end date), else the title and organisation given at registration. */
  title: z.string().nullable(),
  organizationName: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  profileColour: z.string(),
  /** Ranked by fit (a posting chosen, or sorted by fit): the score with its reasons and gaps. */
  fit: fitSchema.optional(),
});
export type CandidateTile = z.infer<typeof candidateTileSchema>;
export const candidateListSchema = z.object({ candidates: z.array(candidateTileSchema), ...totals });
export type CandidateList = z.infer<typeof candidateListSchema>;

/** A region some charity or candidate is in: a row of the regions list. */
export const regionInUseSchema = regionSchema;
export type RegionInUse = z.infer<typeof regionInUseSchema>;

export const charityProfileSchema = z.object({
  id: z.number(),
  name: z.string(),
  quote: z.string().nullable(),
  /** Mission (rich text). */
  mandate: z.string().nullable(),
  vision: z.string().nullable(),
  programs: z.array(z.object({ id: z.number(), name: z.string(), details: z.string() })),
  /** Only for a signed-in visitor; null on the public call. */
  information: z
    .object({
      yearOfIncorporation: z.number().nullable(),
      numberOfPaidStaff: z.number().nullable(),
      numberOfVolunteers: z.number().nullable(),
      scope: z.string().nullable(),
      boardType: z.string().nullable(),
      charitableNumber: z.string().nullable(),
      website: z.string().nullable(),
    })
    .nullable(),
  /** Current mandates (started, not ended) with a person. */
  boardMembers: z.array(z.object({ id: z.number(), position: z.string(), firstName: z.string(), lastName: z.string() })),
  openPostings: z.array(
    z.object({ id: z.number(), charityPosition: z.object({ id: z.number(), name: z.string(), isNotBoard: z.boolean() }), expiryDate: z.string(), datePosted: z.string() }),
  ),
  socialLinks: z.array(z.object({ id: z.number(), socialMediaTypeId: z.number(), type: z.string(), url: z.string(), iconImageId: z.number().nullable() })),
  profileImageId: z.number().nullable(),
  backgroundImageId: z.number().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  focusAreas: z.array(namedSchema),
  /** How the charity answers its applicants, once it has answered or left enough of them (null before). */
  replies: charityRepliesSchema.nullable().optional(),
});
export type CharityProfile = z.infer<typeof charityProfileSchema>;
export const regionInUseListSchema = z.array(regionInUseSchema);
