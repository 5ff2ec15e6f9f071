import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Qualifications } from '@boardmatch/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import type { EntryKind } from './save-qualification-entry.ts';

/** DELETE .../qualifications/{kind}/{id}; the answer is the whole record. */
export const deleteQualificationEntry = (candidateId: number, { kind, id }: { kind: EntryKind; id: number }) =>
  apiRequest<Qualifications>(`/api/candidates/${candidateId}/qualifications/${kind}/${id}`, { method: 'DELETE' });

/** The answer replaces the cached record. */
export function useDeleteEntry(candidateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: { kind: EntryKind; id: number }) => deleteQualificationEntry(candidateId, entry),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.qualifications.detail(candidateId), data),
  });
}
