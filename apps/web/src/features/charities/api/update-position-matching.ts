import { useMutation } from '@tanstack/react-query';
import type { CharityDetails, PositionMatchingUpdate } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { useCharityDetailsSaved } from './get-charity-details.ts';

/** PUT /api/charities/{id}/position-matching: the charity's position matching answers; the answer is the details as saved. */
export const updatePositionMatching = (charityId: number, input: PositionMatchingUpdate) => api.put<CharityDetails>(`/api/charities/${charityId}/position-matching`, input);

export function useSavePositionMatching(charityId: number) {
  const onSuccess = useCharityDetailsSaved(charityId);
  return useMutation({ mutationFn: (input: PositionMatchingUpdate) => updatePositionMatching(charityId, input), onSuccess });
}
