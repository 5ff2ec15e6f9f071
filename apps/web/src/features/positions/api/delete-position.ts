import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** DELETE /api/charities/positions/{id}. */
export const deletePosition = (id: number) => apiRequest<null>(`/api/charities/positions/${id}`, { method: 'DELETE' });

export function useDeletePosition(charityId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: deletePosition, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.positions.all(charityId) }) });
}
