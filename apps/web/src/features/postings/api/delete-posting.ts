import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { usePostingsChanged } from './find-charity-postings.ts';

/** DELETE /api/charities/postings/{id}. */
export const deletePosting = (id: number) => apiRequest<null>(`/api/charities/postings/${id}`, { method: 'DELETE' });

export function useDeletePosting(charityId: number) {
  const changed = usePostingsChanged(charityId);
  return useMutation({ mutationFn: deletePosting, onSuccess: changed });
}
