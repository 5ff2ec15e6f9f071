import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActAsList, ListQuery } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/act-as-audits/read: one page of act-as sign-ins with their changes (staff Admin). */
export const findActAsAudits = (query: Partial<ListQuery>) => api.post<ActAsList>('/api/act-as-audits/read', query);

/** The list as /boardmatch-act-as-audit opens it (its first page is asked for before the page is drawn). */
export const ACT_AS_AUDIT_LIST = {
  filters: { AdminOverride: true, StaffUserId: null as number | null, From: '', To: '' },
};

export function actAsAuditsOptions(query: Partial<ListQuery>) {
  return queryOptions({ queryKey: queryKeys.actAsAudit.list(query), queryFn: () => findActAsAudits(query) });
}

export function useActAsAudit(query: Partial<ListQuery>, enabled = true) {
  return useQuery({ ...actAsAuditsOptions(query), placeholderData: keepPreviousData, enabled });
}
