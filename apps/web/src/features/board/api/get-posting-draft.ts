import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostingDraft } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

/** GET /api/charities/mandates/{id}/posting-draft: New Position Posting's values for the seat a term leaves. */
export const getPostingDraft = (mandateId: number) => api.get<PostingDraft>(`/api/charities/mandates/${mandateId}/posting-draft`);

export function postingDraftOptions(mandateId: number | null) {
  return queryOptions({ queryKey: ['charities', 'mandates', mandateId, 'posting-draft'] as const, queryFn: () => getPostingDraft(mandateId!), enabled: mandateId !== null, retry: false, staleTime: 0, gcTime: 0 });
}

export function usePostingDraft(mandateId: number | null) {
  return useQuery(postingDraftOptions(mandateId));
}
