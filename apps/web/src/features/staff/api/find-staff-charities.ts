import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListQuery, StaffCharityList } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/charities/admin/read: one page of charities for staff (the body carries AdminOverride). */
export const findStaffCharities = (query: Partial<ListQuery>) => api.post<StaffCharityList>('/api/charities/admin/read', query);

/** The list as /boardmatch-charities opens it (its first page is asked for before the page is drawn). */
export const STAFF_CHARITIES_LIST = {
  filters: { AdminOverride: true, City: [] as string[], Province: [] as number[] },
  sort: { field: 'name', isAscending: true },
};

export function staffCharitiesOptions(query: Partial<ListQuery>) {
  return queryOptions({ queryKey: queryKeys.staffCharities.list(query), queryFn: () => findStaffCharities(query) });
}

export function useStaffCharities(query: Partial<ListQuery>) {
  return useQuery({ ...staffCharitiesOptions(query), placeholderData: keepPreviousData });
}

/** Everything that shows charities reads again after one is created, updated or deleted. */
export function useRefreshCharities() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: queryKeys.staffCharities.all() }), client.invalidateQueries({ queryKey: queryKeys.search.all() })]);
}
