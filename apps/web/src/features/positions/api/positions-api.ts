import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePosition, ListQuery, Position, PositionList, UpdatePosition } from '@boardmatch/shared';
import { api, apiRequest } from '@/lib/api-client.ts';

export const positionsKey = (charityId: number) => ['charities', charityId, 'positions'] as const;

/** A charity's positions by the list query (filters isDisabled, boardPosition; Search). */
export function usePositions(charityId: number | null, query: Partial<ListQuery>) {
  return useQuery({
    queryKey: [...positionsKey(charityId ?? 0), query],
    queryFn: () => api.post<PositionList>('/api/charities/positions/read', { ...query, Filters: [...(query.Filters ?? []), { name: 'charityId', values: [charityId!] }] }),
    enabled: Boolean(charityId),
  });
}

/** Every active position of the charity, for the posting and board forms. */
export function useActivePositions(charityId: number | null) {
  return usePositions(charityId, { Filters: [{ name: 'isDisabled', values: [0] }], Pagination: { Page: 1, ItemsPerPage: -1 } });
}

function useInvalidate(charityId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: positionsKey(charityId) });
}

export function useCreatePosition(charityId: number) {
  const invalidate = useInvalidate(charityId);
  return useMutation({ mutationFn: (input: CreatePosition) => api.post<Position>('/api/charities/positions', input), onSuccess: invalidate });
}

export function useUpdatePosition(charityId: number) {
  const invalidate = useInvalidate(charityId);
  return useMutation({ mutationFn: ({ id, input }: { id: number; input: UpdatePosition }) => api.put<Position>(`/api/charities/positions/${id}`, input), onSuccess: invalidate });
}

export function useSetPositionEnabled(charityId: number) {
  const invalidate = useInvalidate(charityId);
  return useMutation({
    mutationFn: ({ id, isDisabled }: { id: number; isDisabled: boolean }) => api.put<Position>(`/api/charities/positions/${id}/enabled`, { isDisabled }),
    onSuccess: invalidate,
  });
}

export function useDeletePosition(charityId: number) {
  const invalidate = useInvalidate(charityId);
  return useMutation({ mutationFn: (id: number) => apiRequest<null>(`/api/charities/positions/${id}`, { method: 'DELETE' }), onSuccess: invalidate });
}
