import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/charities/invitations/{id}/resend: e-mails the invitation again with a new link. */
export const resendRepresentativeInvitation = (id: number) => api.post<true>(`/api/charities/invitations/${id}/resend`, {});

export function useResendRepresentativeInvitation(charityId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: resendRepresentativeInvitation, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.representatives.all(charityId) }) });
}
