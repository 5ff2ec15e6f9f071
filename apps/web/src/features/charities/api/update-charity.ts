import { useMutation } from '@tanstack/react-query';
import type { CharityDetails, CharityUpdate } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { useCharityDetailsSaved } from './get-charity-details.ts';

/** PUT /api/charities/{id}: the charity form; the answer is the details as saved. */
export const updateCharity = (charityId: number, input: CharityUpdate) => api.put<CharityDetails>(`/api/charities/${charityId}`, input);

export function useSaveCharity(charityId: number) {
  const onSuccess = useCharityDetailsSaved(charityId);
  return useMutation({ mutationFn: (input: CharityUpdate) => updateCharity(charityId, input), onSuccess });
}
