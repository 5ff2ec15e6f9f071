import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActAsList, ListQuery } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/act-as-audits/read: one page of act-as sign-ins with their changes (staff Admin). */
export const findActAsAudits = (query: Partial<ListQuery>) => api.post<ActAsList>('/api/act-as-audits/read', query);

export function actAsAuditsOptions(query: Partial<ListQuery>) {
  return queryOptions({ queryKey: queryKeys.actAsAudit.list(query), queryFn: () => findActAsAudits(query) });
}

export function useActAsAudit(query: Partial<ListQuery>, enabled = true) {
  return useQuery({ ...actAsAuditsOptions(query), placeholderData: keepPreviousData, enabled });
}
