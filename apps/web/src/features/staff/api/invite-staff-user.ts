import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffInvite } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/staff/users/invite: e-mails a staff invitation. */
export const inviteStaffUser = (input: StaffInvite) => api.post<true>('/api/staff/users/invite', input);

export function useInviteStaffUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: inviteStaffUser, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.staff.users() }) });
}
