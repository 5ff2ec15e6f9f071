import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery, PositionList } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/charities/positions/read: a charity's positions by the list query (filters isDisabled, boardPosition; Search). */
export const findPositions = (charityId: number, query: Partial<ListQuery>) =>
  api.post<PositionList>('/api/charities/positions/read', { ...query, Filters: [...(query.Filters ?? []), { name: 'charityId', values: [charityId] }] });

export function positionsOptions(charityId: number | null, query: Partial<ListQuery>) {
  return queryOptions({ queryKey: queryKeys.positions.list(charityId ?? 0, query), queryFn: () => findPositions(charityId!, query), enabled: Boolean(charityId) });
}

export function usePositions(charityId: number | null, query: Partial<ListQuery>) {
  return useQuery(positionsOptions(charityId, query));
}

/** Every active position of the charity, for the posting and board forms. */
export function activePositionsOptions(charityId: number | null) {
  return positionsOptions(charityId, { Filters: [{ name: 'isDisabled', values: [0] }], Pagination: { Page: 1, ItemsPerPage: -1 } });
}

export function useActivePositions(charityId: number | null) {
  return useQuery(activePositionsOptions(charityId));
}
