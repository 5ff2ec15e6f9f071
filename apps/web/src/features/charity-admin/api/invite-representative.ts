import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RepresentativeInvite } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/charities/representatives/invite. */
export const inviteRepresentative = (input: RepresentativeInvite) => api.post<true>('/api/charities/representatives/invite', input);

export function useInviteRepresentative(charityId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: inviteRepresentative, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.representatives.all(charityId) }) });
}
