import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateView } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** A candidate as another person sees it: the authenticated call when signed in, the public call otherwise. */
export const getCandidateView = (candidateId: number, signedIn: boolean, postingId?: number | null) =>
  signedIn ? api.get<CandidateView>(`/api/candidates/${candidateId}`, { pid: postingId ?? undefined }) : api.get<CandidateView>(`/api/candidates/public/${candidateId}`);

export function candidateViewOptions(candidateId: number, signedIn: boolean, postingId?: number | null) {
  return queryOptions({
    queryKey: queryKeys.candidates.view(candidateId, signedIn, postingId),
    queryFn: () => getCandidateView(candidateId, signedIn, postingId),
    enabled: candidateId > 0,
    retry: false,
  });
}

export function useCandidateView(candidateId: number, signedIn: boolean, postingId?: number | null) {
  return useQuery(candidateViewOptions(candidateId, signedIn, postingId));
}
