import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Position } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** PUT /api/charities/positions/{id}/enabled: deactivate or activate. */
export const updatePositionEnabled = ({ id, isDisabled }: { id: number; isDisabled: boolean }) => api.put<Position>(`/api/charities/positions/${id}/enabled`, { isDisabled });

export function useSetPositionEnabled(charityId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: updatePositionEnabled, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.positions.all(charityId) }) });
}
