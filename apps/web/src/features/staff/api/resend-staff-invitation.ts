import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/staff/invitations/{id}/resend: e-mails the invitation again with a new link. */
export const resendStaffInvitation = (id: number) => api.post<true>(`/api/staff/invitations/${id}/resend`, {});

export function useResendStaffInvitation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: resendStaffInvitation, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.staff.users() }) });
}
