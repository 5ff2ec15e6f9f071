import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CharityRepresentative, CharityRepresentativeList, ListQuery, RepresentativeInvite, RepresentativeRole } from '@boardmatch/shared';
import { api, apiRequest } from '@/lib/api-client.ts';

export const representativesKey = (charityId: number) => ['charities', charityId, 'representatives'] as const;

export function useRepresentatives(charityId: number, query: Partial<ListQuery>) {
  return useQuery({ queryKey: [...representativesKey(charityId), query], queryFn: () => api.post<CharityRepresentativeList>(`/api/charities/${charityId}/representatives/read`, query), enabled: charityId > 0 });
}

export function useRepresentativeRoles(charityId: number) {
  return useQuery({ queryKey: [...representativesKey(charityId), 'roles'], queryFn: () => api.get<RepresentativeRole[]>(`/api/charities/${charityId}/representative-roles`), enabled: charityId > 0 });
}

function useInvalidate(charityId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: representativesKey(charityId) });
}

export function useInviteRepresentative(charityId: number) {
  const invalidate = useInvalidate(charityId);
  return useMutation({ mutationFn: (input: RepresentativeInvite) => api.post<true>('/api/charities/representatives/invite', input), onSuccess: invalidate });
}

export function useSetRepresentativeRole(charityId: number) {
  const invalidate = useInvalidate(charityId);
  return useMutation({
    mutationFn: ({ id, roleId }: { id: number; roleId: number }) => api.put<CharityRepresentative>(`/api/charities/representatives/${id}`, { charityRepresentativeRoleId: roleId }),
    onSuccess: invalidate,
  });
}

export function useDeleteRepresentative(charityId: number) {
  const invalidate = useInvalidate(charityId);
  return useMutation({ mutationFn: (id: number) => apiRequest<null>(`/api/charities/representatives/${id}`, { method: 'DELETE' }), onSuccess: invalidate });
}
