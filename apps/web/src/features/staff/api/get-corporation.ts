import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Corporation } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/corporations/{id}: the corporation with its contacts, for the edit dialog. */
export const getCorporation = (id: number) => api.get<Corporation>(`/api/corporations/${id}`);

export function corporationOptions(id: number | null) {
  return queryOptions({ queryKey: queryKeys.corporations.detail(id), queryFn: () => getCorporation(id!), enabled: id !== null && id > 0 });
}

export function useCorporation(id: number | null) {
  return useQuery(corporationOptions(id));
}
