import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoardRepresentative, ListQuery, Mandate, MandateInput, MandateList } from '@boardmatch/shared';
import { api, apiRequest } from '@/lib/api-client.ts';

export const boardKey = (charityId: number) => ['charities', charityId, 'board'] as const;

export function useMandates(charityId: number, query: Partial<ListQuery>) {
  return useQuery({ queryKey: [...boardKey(charityId), query], queryFn: () => api.post<MandateList>(`/api/charities/${charityId}/mandates/read`, query), enabled: charityId > 0 });
}

export function useBoardRepresentatives(charityId: number, enabled: boolean) {
  return useQuery({ queryKey: [...boardKey(charityId), 'representatives'], queryFn: () => api.get<BoardRepresentative[]>(`/api/charities/${charityId}/board-representatives`), enabled });
}

export function useSaveMandate(charityId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: MandateInput }) => (id ? api.put<Mandate>(`/api/charities/mandates/${id}`, input) : api.post<Mandate>('/api/charities/mandates', input)),
    onSuccess: () => client.invalidateQueries({ queryKey: boardKey(charityId) }),
  });
}

export function useDeleteMandate(charityId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>(`/api/charities/mandates/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: boardKey(charityId) }),
  });
}
