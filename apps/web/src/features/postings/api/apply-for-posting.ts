import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface PostingApplication {
  postingId: number;
  /** The Notes. */
  description: string;
  charityId?: number;
  charityPositionId?: number;
}

/** POST /api/candidates/applications: applies for a posting with the Notes. */
export const applyForPosting = (body: PostingApplication) => api.post<Application>('/api/candidates/applications', body);

/** Applications, postings and search results read again afterwards. */
export function useApply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyForPosting,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.applications.all() });
      void client.invalidateQueries({ queryKey: queryKeys.postings.all() });
      void client.invalidateQueries({ queryKey: queryKeys.search.all() });
    },
  });
}
