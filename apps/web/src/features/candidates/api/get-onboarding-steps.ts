import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingSteps } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/candidates/onboarding/read: the candidate's onboarding steps as recorded. */
export const getOnboardingSteps = (candidateId: number) => api.post<OnboardingSteps>('/api/candidates/onboarding/read', { CandidateId: candidateId, IsDisabled: 0 });

export function onboardingStepsOptions(candidateId: number | null) {
  return queryOptions({ queryKey: queryKeys.candidates.onboarding(candidateId ?? 0), queryFn: () => getOnboardingSteps(candidateId!), enabled: Boolean(candidateId) });
}

export function useOnboardingSteps(candidateId: number | null) {
  return useQuery(onboardingStepsOptions(candidateId));
}
