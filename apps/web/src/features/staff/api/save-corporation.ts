import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Corporation, CorporationInput, CorporationUpdate } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/corporations (create) or PUT /api/corporations (update, the body names it). */
export const saveCorporation = (input: CorporationInput | CorporationUpdate) =>
  'id' in input ? api.put<Corporation>('/api/corporations', input) : api.post<Corporation>('/api/corporations', input);

export function useSaveCorporation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveCorporation, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.corporations.all() }) });
}
