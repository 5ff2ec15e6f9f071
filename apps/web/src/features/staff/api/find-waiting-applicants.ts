import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery, WaitingApplicantList } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/staff/waiting-applicants/read: one page of overdue applications by charity (staff, AdminOverride). */
export const findWaitingApplicants = (query: Partial<ListQuery>) => api.post<WaitingApplicantList>('/api/staff/waiting-applicants/read', query);

export function waitingApplicantsOptions(query: Partial<ListQuery>) {
  return queryOptions({ queryKey: queryKeys.waitingApplicants.list(query), queryFn: () => findWaitingApplicants(query) });
}

export function useWaitingApplicants(query: Partial<ListQuery>, enabled = true) {
  return useQuery({ ...waitingApplicantsOptions(query), placeholderData: keepPreviousData, enabled });
}
