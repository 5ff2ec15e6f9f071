import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CharityRepresentative } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** PUT /api/charities/representatives/{id}: the representative's role. */
export const updateRepresentativeRole = ({ id, roleId }: { id: number; roleId: number }) =>
  api.put<CharityRepresentative>(`/api/charities/representatives/${id}`, { charityRepresentativeRoleId: roleId });

export function useSetRepresentativeRole(charityId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateRepresentativeRole, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.representatives.all(charityId) }) });
}
