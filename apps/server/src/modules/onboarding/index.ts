export { onboardingRoutes } from './onboarding.routes.ts';
export { informationStepState, recordCandidateStep } from './onboarding.service.ts';
export { charityOnboardingRoutes } from './charity-onboarding.routes.ts';
export { recordCharitySteps } from './charity-onboarding.service.ts';
