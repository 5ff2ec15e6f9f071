import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationSchema } from '@boardmatch/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/charities/invitations/{token}: a charity representative's invitation, if it still holds. */
export const getInvitation = async (token: string): Promise<Invitation> => invitationSchema.parse(await api.get(`/api/charities/invitations/${encodeURIComponent(token)}`));

export function invitationOptions(token: string) {
  return queryOptions({ queryKey: queryKeys.invitations.detail(token), queryFn: () => getInvitation(token), retry: false });
}

export function useInvitation(token: string, enabled: boolean) {
  return useQuery({ ...invitationOptions(token), enabled });
}
