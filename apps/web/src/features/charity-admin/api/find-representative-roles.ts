import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RepresentativeRole } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/charities/{id}/representative-roles: the roles a representative of the charity may have. */
export const findRepresentativeRoles = (charityId: number) => api.get<RepresentativeRole[]>(`/api/charities/${charityId}/representative-roles`);

export function representativeRolesOptions(charityId: number) {
  return queryOptions({ queryKey: queryKeys.representatives.roles(charityId), queryFn: () => findRepresentativeRoles(charityId), enabled: charityId > 0 });
}

export function useRepresentativeRoles(charityId: number) {
  return useQuery(representativeRolesOptions(charityId));
}
