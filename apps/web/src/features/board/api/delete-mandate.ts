import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** DELETE /api/charities/mandates/{id}. */
export const deleteMandate = (id: number) => apiRequest<null>(`/api/charities/mandates/${id}`, { method: 'DELETE' });

export function useDeleteMandate(charityId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteMandate, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.board.all(charityId) }) });
}
