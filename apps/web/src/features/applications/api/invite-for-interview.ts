import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/charities/postings/{id}/invite-candidate: the charity invites a candidate to interview for a posting. */
export const inviteForInterview = (postingId: number, candidateId: number) => api.post<Application>(`/api/charities/postings/${postingId}/invite-candidate`, { candidateId });

export function useInviteForInterview(postingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (candidateId: number) => inviteForInterview(postingId, candidateId),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.applications.all() });
      void client.invalidateQueries({ queryKey: queryKeys.charities.all() });
    },
  });
}
