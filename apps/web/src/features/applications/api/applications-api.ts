import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Application, ApplicationList, ListQuery } from '@boardmatch/shared';
import { api, apiRequest } from '@/lib/api-client.ts';

export const applicationsKey = ['applications'] as const;

/** POST /api/candidates/applications/read with the list query (a candidate gets only their own). */
export function useApplications(query: Partial<ListQuery>, enabled = true) {
  return useQuery({
    queryKey: [...applicationsKey, query],
    queryFn: () => api.post<ApplicationList>('/api/candidates/applications/read', query),
    enabled,
  });
}

/** PATCH /api/candidates/applications/{id}: one replace of /applicationStatusId. */
export function useChangeApplicationStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, statusId }: { id: number; statusId: number }) =>
      apiRequest<Application>(`/api/candidates/applications/${id}`, { method: 'PATCH', body: [{ op: 'replace', path: '/applicationStatusId', value: statusId }] }),
    onSuccess: () => void client.invalidateQueries({ queryKey: applicationsKey }),
  });
}
