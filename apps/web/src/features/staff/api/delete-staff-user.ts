import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** DELETE /api/staff/users/{id}. */
export const deleteStaffUser = (id: number) => apiRequest<null>(`/api/staff/users/${id}`, { method: 'DELETE' });

export function useDeleteStaffUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteStaffUser, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.staff.users() }) });
}
