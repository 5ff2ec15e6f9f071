import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Position, UpdatePosition } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** PUT /api/charities/positions/{id}. */
export const updatePosition = ({ id, input }: { id: number; input: UpdatePosition }) => api.put<Position>(`/api/charities/positions/${id}`, input);

export function useUpdatePosition(charityId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: updatePosition, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.positions.all(charityId) }) });
}
