import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationList, ListQuery } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/candidates/applications/read with the list query (a candidate gets only their own). */
export const findApplications = (query: Partial<ListQuery>) => api.post<ApplicationList>('/api/candidates/applications/read', query);

export function applicationsOptions(query: Partial<ListQuery>) {
  return queryOptions({ queryKey: queryKeys.applications.list(query), queryFn: () => findApplications(query) });
}

export function useApplications(query: Partial<ListQuery>, enabled = true) {
  return useQuery({ ...applicationsOptions(query), enabled });
}
