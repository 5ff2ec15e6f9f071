import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** DELETE /api/corporations/{id}: the corporation with its contacts, e-mail, address and phone. */
export const deleteCorporation = (id: number) => apiRequest<void>(`/api/corporations/${id}`, { method: 'DELETE' });

export function useDeleteCorporation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCorporation, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.corporations.all() }) });
}
