import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery, PendingInvitationList } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/staff/invitations/read: one page of pending staff invitations. */
export const findStaffInvitations = (query: Partial<ListQuery>) => api.post<PendingInvitationList>('/api/staff/invitations/read', query);

export function staffInvitationsOptions(query: Partial<ListQuery>) {
  return queryOptions({ queryKey: queryKeys.staff.invitationList(query), queryFn: () => findStaffInvitations(query) });
}

export function useStaffInvitations(query: Partial<ListQuery>) {
  return useQuery(staffInvitationsOptions(query));
}
