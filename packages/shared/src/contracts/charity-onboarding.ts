import { z } from 'zod';

/* Charity onboarding: steps 6 charity details and 7 position matching (the charity's), 8 orientation (hidden) and 9 release form (each representative's). */

export const charityOnboardingStepSchema = z.object({
  onboardingId: z.number(),
  name: z.string(),
  completedPercent: z.number(),
  hidden: z.boolean(),
  /** This representative may change the step (charity steps need charity-onboarding.update). */
  editable: z.boolean(),
});
export const charityOnboardingSchema = z.object({
  charityId: z.number(),
  items: z.array(charityOnboardingStepSchema),
  onboardingComplete: z.boolean(),
  /** 'Do not show this message again' was ticked. */
  welcomeSuppressed: z.boolean(),
});
export type CharityOnboarding = z.infer<typeof charityOnboardingSchema>;

export const releaseAgreementSchema = z.object({ acceptTermsAndConditions: z.literal(true, { error: 'errors.agreeTerms' }) });
