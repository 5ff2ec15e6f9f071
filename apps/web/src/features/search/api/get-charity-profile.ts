import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CharityProfile } from '@boardmatch/shared';
import { getAccessToken } from '@/lib/access-token.ts';
import { api } from '@/lib/api-client.ts';
import { takeEarlyAnswer } from '@/lib/early-answer.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * The representative's own profile as /charity-profile's head asked for it (src/first-paint.js): used only when it was
 * asked for this charity with the token the app now holds and answered well; otherwise the app asks itself.
 */
async function takeFirstProfile(charityId: number): Promise<CharityProfile | undefined> {
  const answer = await takeEarlyAnswer('boardMatchFirstProfile')?.catch(() => undefined);
  if (!answer || answer.charityId !== charityId || answer.token !== getAccessToken() || !answer.response.ok) return undefined;
  return (await answer.response.json().catch(() => undefined)) as CharityProfile | undefined;
}

/** A charity's profile: signed-in visitors through the authenticated call, others the public one. */
export const getCharityProfile = async (charityId: number, signedIn: boolean) =>
  (signedIn ? await takeFirstProfile(charityId) : undefined) ?? api.get<CharityProfile>(signedIn ? `/api/charities/${charityId}/profile` : `/api/charities/public/${charityId}`);

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
