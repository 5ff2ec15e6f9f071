import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery, PendingInvitationList } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/charities/{id}/invitations/read: the charity's pending representative invitations. */
export const findRepresentativeInvitations = (charityId: number, query: Partial<ListQuery>) => api.post<PendingInvitationList>(`/api/charities/${charityId}/invitations/read`, query);

export function representativeInvitationsOptions(charityId: number, query: Partial<ListQuery>) {
  return queryOptions({ queryKey: queryKeys.representatives.invitations(charityId, query), queryFn: () => findRepresentativeInvitations(charityId, query), enabled: charityId > 0 });
}

export function useRepresentativeInvitations(charityId: number, query: Partial<ListQuery>, enabled = true) {
  return useQuery({ ...representativeInvitationsOptions(charityId, query), enabled: enabled && charityId > 0 });
}
