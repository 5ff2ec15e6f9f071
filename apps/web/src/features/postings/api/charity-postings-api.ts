import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CharityPosting, CharityPostingList, ListQuery, PostingInput, PostingShare } from '@boardmatch/shared';
import { api, apiRequest } from '@/lib/api-client.ts';

export const charityPostingsKey = (charityId: number) => ['charities', charityId, 'postings'] as const;

/** Posted Positions: the charity's postings by the list query (filters positionId, postingId). */
export function useCharityPostings(charityId: number | null, query: Partial<ListQuery>) {
  return useQuery({
    queryKey: [...charityPostingsKey(charityId ?? 0), query],
    queryFn: () => api.post<CharityPostingList>(`/api/charities/${charityId}/postings/read`, query),
    enabled: Boolean(charityId),
  });
}

function useInvalidate(charityId: number) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: charityPostingsKey(charityId) });
    void client.invalidateQueries({ queryKey: ['postings'] });
  };
}

export function useSavePosting(charityId: number) {
  const invalidate = useInvalidate(charityId);
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: PostingInput }) =>
      id ? api.put<CharityPosting>(`/api/charities/postings/${id}`, input) : api.post<CharityPosting>('/api/charities/postings', input),
    onSuccess: invalidate,
  });
}

export function useClosePosting(charityId: number) {
  const invalidate = useInvalidate(charityId);
  return useMutation({ mutationFn: (id: number) => api.post<CharityPosting>(`/api/charities/postings/${id}/close`), onSuccess: invalidate });
}

export function useDeletePosting(charityId: number) {
  const invalidate = useInvalidate(charityId);
  return useMutation({ mutationFn: (id: number) => apiRequest<null>(`/api/charities/postings/${id}`, { method: 'DELETE' }), onSuccess: invalidate });
}

export function useSharePosting() {
  return useMutation({ mutationFn: ({ id, share }: { id: number; share: PostingShare }) => api.post<true>(`/api/charities/postings/${id}/share`, share) });
}
