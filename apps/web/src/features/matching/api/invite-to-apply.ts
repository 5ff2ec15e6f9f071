import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostingInvitation, SuggestedCandidates } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { suggestedCandidatesKey } from './find-suggested-candidates.ts';

/** POST /api/charities/postings/{id}/invite-to-apply: one invitation e-mail per candidate and posting. */
export const inviteToApply = (postingId: number, candidateId: number) => api.post<PostingInvitation>(`/api/charities/postings/${postingId}/invite-to-apply`, { candidateId });

export function useInviteToApply(postingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (candidateId: number) => inviteToApply(postingId, candidateId),
    // The list shows 'Invited' at once, without asking the server for the ten again.
    onSuccess: (invitation) =>
      client.setQueryData<SuggestedCandidates>(suggestedCandidatesKey(postingId), (list) =>
        list ? { ...list, candidates: list.candidates.map((c) => (c.id === invitation.candidateId ? { ...c, invited: true } : c)) } : list,
      ),
  });
}
