import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshCharities } from './find-staff-charities.ts';

/** DELETE /api/charities/{id}: soft delete. */
export const deleteCharity = (id: number) => apiRequest<void>(`/api/charities/${id}`, { method: 'DELETE' });

export function useDeleteCharity() {
  const refresh = useRefreshCharities();
  return useMutation({ mutationFn: deleteCharity, onSuccess: () => refresh() });
}
