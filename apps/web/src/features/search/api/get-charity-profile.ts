import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CharityProfile } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** A charity's profile: signed-in visitors through the authenticated call, others the public one. */
export const getCharityProfile = (charityId: number, signedIn: boolean) =>
  api.get<CharityProfile>(signedIn ? `/api/charities/${charityId}/profile` : `/api/charities/public/${charityId}`);

export function charityProfileOptions(charityId: number | null, signedIn: boolean) {
  return queryOptions({
    queryKey: queryKeys.search.charityProfile(charityId, signedIn),
    queryFn: () => getCharityProfile(charityId!, signedIn),
    enabled: charityId !== null,
  });
}

export function useCharityProfile(charityId: number | null, signedIn: boolean) {
  return useQuery(charityProfileOptions(charityId, signedIn));
}
