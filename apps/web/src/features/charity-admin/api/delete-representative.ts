import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** DELETE /api/charities/representatives/{id}. */
export const deleteRepresentative = (id: number) => apiRequest<null>(`/api/charities/representatives/${id}`, { method: 'DELETE' });

export function useDeleteRepresentative(charityId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteRepresentative, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.representatives.all(charityId) }) });
}
