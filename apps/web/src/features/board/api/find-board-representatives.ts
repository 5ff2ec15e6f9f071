import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoardRepresentative } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/charities/{id}/board-representatives: who may sit on the charity's board. */
export const findBoardRepresentatives = (charityId: number) => api.get<BoardRepresentative[]>(`/api/charities/${charityId}/board-representatives`);

export function boardRepresentativesOptions(charityId: number) {
  return queryOptions({ queryKey: queryKeys.board.representatives(charityId), queryFn: () => findBoardRepresentatives(charityId) });
}

export function useBoardRepresentatives(charityId: number, enabled: boolean) {
  return useQuery({ ...boardRepresentativesOptions(charityId), enabled });
}
