import type { OnboardingSteps } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

/** POST /api/candidates/onboarding/sync: the automatic pass; the server compares each step with what is actually there (all but the release form). */
export const syncOnboarding = (candidateId: number) => api.post<OnboardingSteps>('/api/candidates/onboarding/sync', { candidateId });
