import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery, MandateList } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/charities/{id}/mandates/read: the charity's board mandates by the list query. */
export const findMandates = (charityId: number, query: Partial<ListQuery>) => api.post<MandateList>(`/api/charities/${charityId}/mandates/read`, query);

export function mandatesOptions(charityId: number, query: Partial<ListQuery>) {
  return queryOptions({ queryKey: queryKeys.board.mandates(charityId, query), queryFn: () => findMandates(charityId, query), enabled: charityId > 0 });
}

export function useMandates(charityId: number, query: Partial<ListQuery>) {
  return useQuery(mandatesOptions(charityId, query));
}

/** The profile's Board Members: whether the board has anyone at all (a page of one), and its members by the filter. */
export const boardMembersQueries = (filter: number) =>
  ({
    anyone: { Pagination: { Page: 1, ItemsPerPage: 1 } },
    members: { Filters: [{ name: 'status', values: [filter] }], Pagination: { Page: 1, ItemsPerPage: 100 } },
  }) satisfies Record<string, Partial<ListQuery>>;
