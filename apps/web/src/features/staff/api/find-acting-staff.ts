import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActAsStaff } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/act-as-audits/staff: the staff members who have acted as someone. */
export const findActingStaff = () => api.get<ActAsStaff[]>('/api/act-as-audits/staff');

export function actingStaffOptions() {
  return queryOptions({ queryKey: queryKeys.actAsAudit.staff(), queryFn: findActingStaff });
}

export function useActingStaff(enabled = true) {
  return useQuery({ ...actingStaffOptions(), enabled });
}
