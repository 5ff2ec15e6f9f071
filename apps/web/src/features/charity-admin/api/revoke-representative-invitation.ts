import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** DELETE /api/charities/invitations/{id}: revokes a pending invitation; its link then says so. */
export const revokeRepresentativeInvitation = (id: number) => apiRequest<null>(`/api/charities/invitations/${id}`, { method: 'DELETE' });

export function useRevokeRepresentativeInvitation(charityId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: revokeRepresentativeInvitation, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.representatives.all(charityId) }) });
}
