import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecommendedPostings } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

/** GET /api/candidates/recommended-postings: open postings that fit the signed-in candidate. */
export const findRecommendedPostings = () => api.get<RecommendedPostings>('/api/candidates/recommended-postings');

export function recommendedPostingsOptions() {
  return queryOptions({ queryKey: ['matching', 'recommended'] as const, queryFn: findRecommendedPostings });
}

export function useRecommendedPostings() {
  return useQuery(recommendedPostingsOptions());
}
