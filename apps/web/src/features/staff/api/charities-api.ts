import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListQuery, StaffCharityList } from '@boardmatch/shared';
import { api, apiRequest } from '@/lib/api-client.ts';

const staffCharitiesKey = ['staff-charities'] as const;

/** POST /api/charities/admin/read: one page of charities for staff (the body carries AdminOverride). */
export function useStaffCharities(query: Partial<ListQuery>) {
  return useQuery({
    queryKey: [...staffCharitiesKey, query],
    queryFn: () => api.post<StaffCharityList>('/api/charities/admin/read', query),
    placeholderData: keepPreviousData,
  });
}

/** Everything that shows charities reads again after one is created, updated or deleted. */
export function useRefreshCharities() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: staffCharitiesKey }), client.invalidateQueries({ queryKey: ['search'] })]);
}

/** DELETE /api/charities/{id}: soft delete. */
export function useDeleteCharity() {
  const refresh = useRefreshCharities();
  return useMutation({ mutationFn: (id: number) => apiRequest<void>(`/api/charities/${id}`, { method: 'DELETE' }), onSuccess: () => refresh() });
}
