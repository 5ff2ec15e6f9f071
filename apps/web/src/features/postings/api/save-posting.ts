import { useMutation } from '@tanstack/react-query';
import type { CharityPosting, PostingInput } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { usePostingsChanged } from './find-charity-postings.ts';

/** POST /api/charities/postings (no id) or PUT /api/charities/postings/{id}. */
export const savePosting = ({ id, input }: { id?: number; input: PostingInput }) =>
  id ? api.put<CharityPosting>(`/api/charities/postings/${id}`, input) : api.post<CharityPosting>('/api/charities/postings', input);

export function useSavePosting(charityId: number) {
  const changed = usePostingsChanged(charityId);
  return useMutation({ mutationFn: savePosting, onSuccess: changed });
}
