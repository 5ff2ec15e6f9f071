import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffRoleWithPermissions } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/staff/roles: the staff roles with their permissions. */
export const findStaffRoles = () => api.get<StaffRoleWithPermissions[]>('/api/staff/roles');

export function staffRolesOptions() {
  return queryOptions({ queryKey: queryKeys.staff.roles(), queryFn: findStaffRoles });
}

export function useStaffRoles() {
  return useQuery(staffRolesOptions());
}
