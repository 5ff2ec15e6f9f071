import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Qualifications, Resume } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/candidates/{id}/qualifications: education, experience and the resume. */
export const getQualifications = (candidateId: number) => api.get<Qualifications>(`/api/candidates/${candidateId}/qualifications`);

export function qualificationsOptions(candidateId: number) {
  return queryOptions({ queryKey: queryKeys.qualifications.detail(candidateId), queryFn: () => getQualifications(candidateId) });
}

export function useQualifications(candidateId: number) {
  return useQuery(qualificationsOptions(candidateId));
}

/** After a change to the resume: the answer (or null once deleted) replaces the cached one. */
export function useResumeChanged(candidateId: number) {
  const queryClient = useQueryClient();
  return (resume: Resume | null) => queryClient.setQueryData<Qualifications>(queryKeys.qualifications.detail(candidateId), (old) => (old ? { ...old, resume } : old));
}
