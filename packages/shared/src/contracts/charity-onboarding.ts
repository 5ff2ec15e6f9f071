import { z } from 'zod';

/* Charity and representative onboarding steps: every request and answer schema of the area. */

export const _charity_onboardingPlaceholder = z.never().optional();
