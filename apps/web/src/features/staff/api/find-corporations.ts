import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CorporationList, ListQuery } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/corporations/read: one page of corporations (staff, AdminOverride). */
export const findCorporations = (query: Partial<ListQuery>) => api.post<CorporationList>('/api/corporations/read', query);

export function corporationsOptions(query: Partial<ListQuery>) {
  return queryOptions({ queryKey: queryKeys.corporations.list(query), queryFn: () => findCorporations(query) });
}

export function useCorporations(query: Partial<ListQuery>, enabled = true) {
  return useQuery({ ...corporationsOptions(query), placeholderData: keepPreviousData, enabled });
}
