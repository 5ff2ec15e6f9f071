import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateView } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/candidates/{id}?pid=: the applicant as this representative may see them (the candidate-view rule decides what comes back). */
export const getApplicant = (candidateId: number, postingId: number | null) => api.get<CandidateView>(`/api/candidates/${candidateId}`, { pid: postingId ?? undefined });

export function applicantOptions(candidateId: number | null, postingId: number | null) {
  return queryOptions({
    queryKey: queryKeys.candidates.view(candidateId, true, postingId),
    queryFn: () => getApplicant(candidateId!, postingId),
    enabled: Boolean(candidateId),
    retry: false,
  });
}

export function useApplicant(candidateId: number | null, postingId: number | null) {
  return useQuery(applicantOptions(candidateId, postingId));
}
