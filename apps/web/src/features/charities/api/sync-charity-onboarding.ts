import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CharityOnboarding } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/charities/onboarding/sync: the signed-in representative's onboarding, after the server's automatic pass. */
export const syncCharityOnboarding = () => api.post<CharityOnboarding>('/api/charities/onboarding/sync');

export function charityOnboardingOptions() {
  return queryOptions({ queryKey: queryKeys.charities.onboarding(), queryFn: syncCharityOnboarding });
}

export function useCharityOnboarding(enabled: boolean) {
  return useQuery({ ...charityOnboardingOptions(), enabled });
}
