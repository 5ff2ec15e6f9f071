import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddApplicationNote, ApplicationNote, ApplicationPipeline, DeclineSeveral, ShortlistApplication } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET the application's history, private notes and star (the charity's readers and staff). */
export function useApplicationPipeline(id: number, enabled = true) {
  return useQuery({ queryKey: queryKeys.applications.pipeline(id), queryFn: () => api.get<ApplicationPipeline>(`/api/candidates/applications/${id}/pipeline`), enabled: enabled && id > 0 });
}

export function useAddApplicationNote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddApplicationNote) => api.post<ApplicationNote>(`/api/candidates/applications/${id}/notes`, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.applications.pipeline(id) }),
  });
}

/** 'Decline several': one private reason and one message (left empty: each candidate's kind note in their language). */
export function useDeclineSeveral() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeclineSeveral) => api.post<{ declined: number }>('/api/candidates/applications/decline', body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.applications.all() });
      void client.invalidateQueries({ queryKey: queryKeys.charities.all() });
    },
  });
}

/** Stars or unstars an application; the charity's lists (and their Shortlisted filter) read again. */
export function useShortlistApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, shortlisted }: ShortlistApplication & { id: number }) => api.put<ShortlistApplication>(`/api/candidates/applications/${id}/shortlist`, { shortlisted }),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.applications.all() }),
  });
}
