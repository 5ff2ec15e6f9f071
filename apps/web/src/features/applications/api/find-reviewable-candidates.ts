import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateList, ListQuery } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/candidates/browse: candidates who allow charities to review them, for a posting's candidate search. */
export const findReviewableCandidates = (query: Partial<ListQuery>) => api.post<CandidateList>('/api/candidates/browse', query);

export function reviewableCandidatesOptions(query: Partial<ListQuery>) {
  return queryOptions({ queryKey: queryKeys.candidates.browse(query), queryFn: () => findReviewableCandidates(query) });
}

export function useReviewableCandidates(query: Partial<ListQuery>, enabled: boolean) {
  return useQuery({ ...reviewableCandidatesOptions(query), enabled });
}
