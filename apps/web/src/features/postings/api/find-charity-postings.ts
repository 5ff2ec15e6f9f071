import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CharityPostingList, ListQuery } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/charities/{id}/postings/read: Posted Positions, the charity's postings by the list query (filters positionId, postingId). */
export const findCharityPostings = (charityId: number, query: Partial<ListQuery>) => api.post<CharityPostingList>(`/api/charities/${charityId}/postings/read`, query);

/** The Posted Positions table as it opens, for one position or all (its first page is asked for before the page is drawn). */
export const charityPostingsList = (positionId: number | null, adminOverride = false) => ({
  filters: { positionId: positionId ? [positionId] : [], AdminOverride: adminOverride || null },
  sort: { field: 'datePosted', isAscending: false },
});

export function charityPostingsOptions(charityId: number | null, query: Partial<ListQuery>) {
  return queryOptions({ queryKey: queryKeys.postings.charityList(charityId ?? 0, query), queryFn: () => findCharityPostings(charityId!, query), enabled: Boolean(charityId) });
}

export function useCharityPostings(charityId: number | null, query: Partial<ListQuery>) {
  return useQuery(charityPostingsOptions(charityId, query));
}

/** After a posting is saved, closed or deleted: the charity's list and every posting read again. */
export function usePostingsChanged(charityId: number) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: queryKeys.postings.charity(charityId) });
    void client.invalidateQueries({ queryKey: queryKeys.postings.all() });
  };
}
