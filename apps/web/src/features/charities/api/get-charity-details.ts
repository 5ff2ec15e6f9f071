import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CharityDetails } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/charities/{id}/details: the charity form as it is now. */
export const getCharityDetails = (charityId: number) => api.get<CharityDetails>(`/api/charities/${charityId}/details`);

export function charityDetailsOptions(charityId: number | null) {
  return queryOptions({ queryKey: queryKeys.charities.details(charityId ?? 0), queryFn: () => getCharityDetails(charityId!), enabled: Boolean(charityId) });
}

export function useCharityDetails(charityId: number | null) {
  return useQuery(charityDetailsOptions(charityId));
}

/** After a save: the answer replaces the cached details. */
export function useCharityDetailsSaved(charityId: number) {
  const client = useQueryClient();
  return (details: CharityDetails) => {
    client.setQueryData(queryKeys.charities.details(charityId), details);
    // The onboarding page checks its steps itself after a save; the profile view reads again.
    void client.invalidateQueries({ queryKey: queryKeys.search.charityProfile(charityId) });
  };
}
