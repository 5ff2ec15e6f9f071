import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CharityRepresentativeList, ListQuery } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/charities/{id}/representatives/read: the charity's representatives by the list query. */
export const findRepresentatives = (charityId: number, query: Partial<ListQuery>) => api.post<CharityRepresentativeList>(`/api/charities/${charityId}/representatives/read`, query);

export function representativesOptions(charityId: number, query: Partial<ListQuery>) {
  return queryOptions({ queryKey: queryKeys.representatives.list(charityId, query), queryFn: () => findRepresentatives(charityId, query), enabled: charityId > 0 });
}

export function useRepresentatives(charityId: number, query: Partial<ListQuery>) {
  return useQuery(representativesOptions(charityId, query));
}
