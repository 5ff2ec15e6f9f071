import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePosition, Position } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/charities/positions. */
export const createPosition = (input: CreatePosition) => api.post<Position>('/api/charities/positions', input);

export function useCreatePosition(charityId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: createPosition, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.positions.all(charityId) }) });
}
