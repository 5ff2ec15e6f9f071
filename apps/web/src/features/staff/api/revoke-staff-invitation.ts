import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** DELETE /api/staff/invitations/{id}: revokes a pending invitation; its link then says so. */
export const revokeStaffInvitation = (id: number) => apiRequest<null>(`/api/staff/invitations/${id}`, { method: 'DELETE' });

export function useRevokeStaffInvitation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: revokeStaffInvitation, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.staff.users() }) });
}
