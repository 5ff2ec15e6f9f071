import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery, StaffUserList } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/staff/users/read: one page of staff users. */
export const findStaffUsers = (query: Partial<ListQuery>) => api.post<StaffUserList>('/api/staff/users/read', query);

export function staffUsersOptions(query: Partial<ListQuery>) {
  return queryOptions({ queryKey: queryKeys.staff.userList(query), queryFn: () => findStaffUsers(query) });
}

export function useStaffUsers(query: Partial<ListQuery>) {
  return useQuery(staffUsersOptions(query));
}
