import { useMutation } from '@tanstack/react-query';
import type { CharityPosting } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { usePostingsChanged } from './find-charity-postings.ts';

/** POST /api/charities/postings/{id}/close. */
export const closePosting = (id: number) => api.post<CharityPosting>(`/api/charities/postings/${id}/close`);

export function useClosePosting(charityId: number) {
  const changed = usePostingsChanged(charityId);
  return useMutation({ mutationFn: closePosting, onSuccess: changed });
}
