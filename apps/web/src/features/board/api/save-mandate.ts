import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Mandate, MandateInput } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/charities/mandates (no id) or PUT /api/charities/mandates/{id}. */
export const saveMandate = ({ id, input }: { id?: number; input: MandateInput }) =>
  id ? api.put<Mandate>(`/api/charities/mandates/${id}`, input) : api.post<Mandate>('/api/charities/mandates', input);

export function useSaveMandate(charityId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveMandate, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.board.all(charityId) }) });
}
