import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

/** Applies for a posting with the Notes; refreshes applications and postings afterwards. */
export function useApply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { postingId: number; description: string; charityId?: number; charityPositionId?: number }) =>
      api.post<Application>('/api/candidates/applications', body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['applications'] });
      void client.invalidateQueries({ queryKey: ['postings'] });
      void client.invalidateQueries({ queryKey: ['search'] });
    },
  });
}
