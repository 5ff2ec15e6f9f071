import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuggestedCandidates } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

export const suggestedCandidatesKey = (postingId: number) => ['matching', 'suggested', postingId] as const;

/** GET /api/charities/postings/{id}/suggested-candidates: the ten candidates who fit the posting best. */
export const findSuggestedCandidates = (postingId: number) => api.get<SuggestedCandidates>(`/api/charities/postings/${postingId}/suggested-candidates`);

export function suggestedCandidatesOptions(postingId: number) {
  return queryOptions({ queryKey: suggestedCandidatesKey(postingId), queryFn: () => findSuggestedCandidates(postingId) });
}

export function useSuggestedCandidates(postingId: number) {
  return useQuery(suggestedCandidatesOptions(postingId));
}
