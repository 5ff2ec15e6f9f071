import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffUser } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** PUT /api/staff/users/{id}/role: a staff member's new role (the last Admin keeps theirs: 409). */
export const changeStaffRole = ({ id, roleId }: { id: number; roleId: number }) => api.put<StaffUser>(`/api/staff/users/${id}/role`, { boardMatchRepresentativeRoleId: roleId });

export function useChangeStaffRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: changeStaffRole, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.staff.users() }) });
}
