import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery, StaffActionList } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/act-as-audits/staff-actions/read: one page of staff members' own writes and act-as attempts, in words (staff Admin). */
export const findStaffActions = (query: Partial<ListQuery>) => api.post<StaffActionList>('/api/act-as-audits/staff-actions/read', query);

export function staffActionsOptions(query: Partial<ListQuery>) {
  return queryOptions({ queryKey: queryKeys.actAsAudit.staffActions(query), queryFn: () => findStaffActions(query) });
}

export function useStaffActions(query: Partial<ListQuery>, enabled = true) {
  return useQuery({ ...staffActionsOptions(query), placeholderData: keepPreviousData, enabled });
}
