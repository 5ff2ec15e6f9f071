import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** DELETE /api/candidates/:id (soft). */
export const deleteCandidate = (id: number) => apiRequest<void>(`/api/candidates/${id}`, { method: 'DELETE' });

export function useDeleteCandidate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCandidate, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffCandidates.all() }) });
}
