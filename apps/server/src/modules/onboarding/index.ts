export { onboardingRoutes } from './onboarding.routes.ts';
export { informationStepState, recordCandidateStep } from './onboarding.service.ts';
