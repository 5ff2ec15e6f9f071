import { z } from 'zod';

const URL_RULE = /^https?:\/\/\S+$/i;

/** The Candidate Details tab's rules. Loaded at the form's first check. */
export const detailsFormSchema = z.object({
  experienceTitle: z.string().trim().min(1, 'errors.required').max(200),
  experienceOrganizationName: z.string().trim().min(1, 'errors.required').max(200),
  isLookingForPosition: z.boolean(),
  about: z.string().max(20_000),
  links: z.array(z.object({ socialMediaTypeId: z.number(), url: z.string().trim().max(500).refine((v) => v === '' || URL_RULE.test(v), 'profile.errors.url') })),
  sourceOfIntroductionId: z.number().nullable(),
  sourceOfIntroductionDetails: z.string().max(500),
  ageGroupId: z.number().nullable(),
  minorityGroupIds: z.array(z.number()),
  otherMinorityGroup: z.string().max(200),
  displayEmail: z.boolean(),
  acceptCommunications: z.boolean(),
});

export type CandidateDetailsFormValues = z.infer<typeof detailsFormSchema>;
