import { useMutation } from '@tanstack/react-query';
import type { PostingShare } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

/** POST /api/charities/postings/{id}/share: e-mails the posting. */
export const sharePosting = ({ id, share }: { id: number; share: PostingShare }) => api.post<true>(`/api/charities/postings/${id}/share`, share);

export function useSharePosting() {
  return useMutation({ mutationFn: sharePosting });
}
