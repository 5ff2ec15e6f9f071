import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Corporation, CorporationInput, CorporationList, CorporationUpdate, ListQuery } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

const corporationsKey = ['corporations'] as const;

/** POST /api/corporations/read: one page of corporations (staff, AdminOverride). */
export function useCorporations(query: Partial<ListQuery>, enabled = true) {
  return useQuery({ queryKey: [...corporationsKey, 'list', query], queryFn: () => api.post<CorporationList>('/api/corporations/read', query), placeholderData: keepPreviousData, enabled });
}

/** GET /api/corporations/{id}: the corporation with its contacts, for the edit dialog. */
export function useCorporation(id: number | null) {
  return useQuery({ queryKey: [...corporationsKey, id], queryFn: () => api.get<Corporation>(`/api/corporations/${id}`), enabled: id !== null && id > 0 });
}

/** POST /api/corporations (create) or PUT /api/corporations (update, the body names it). */
export function useSaveCorporation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CorporationInput | CorporationUpdate) => ('id' in input ? api.put<Corporation>('/api/corporations', input) : api.post<Corporation>('/api/corporations', input)),
    onSuccess: () => client.invalidateQueries({ queryKey: corporationsKey }),
  });
}
