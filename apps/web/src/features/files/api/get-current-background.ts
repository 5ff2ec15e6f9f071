import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackgroundImage } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/candidates/{id}/background-image: the candidate's chosen background (null when none). */
export const getCurrentBackground = async (candidateId: number) => (await api.get<{ image: BackgroundImage | null }>(`/api/candidates/${candidateId}/background-image`)).image;

export function currentBackgroundOptions(candidateId: number | null | undefined) {
  return queryOptions({ queryKey: queryKeys.images.currentBackground(candidateId ?? 0), queryFn: () => getCurrentBackground(candidateId!), enabled: Boolean(candidateId) });
}

export function useCurrentBackground(candidateId: number | null | undefined) {
  return useQuery(currentBackgroundOptions(candidateId));
}
