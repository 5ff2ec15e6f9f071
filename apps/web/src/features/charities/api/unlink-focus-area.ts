import { useMutation } from '@tanstack/react-query';
import type { CharityDetails } from '@boardmatch/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { useCharityDetailsSaved } from './get-charity-details.ts';

/** DELETE /api/charities/{id}/focus-areas/{focusAreaId}; the answer is the details without it. */
export const unlinkFocusArea = (charityId: number, focusAreaId: number) => apiRequest<CharityDetails>(`/api/charities/${charityId}/focus-areas/${focusAreaId}`, { method: 'DELETE' });

export function useUnlinkFocusArea(charityId: number) {
  const onSuccess = useCharityDetailsSaved(charityId);
  return useMutation({ mutationFn: (focusAreaId: number) => unlinkFocusArea(charityId, focusAreaId), onSuccess });
}
