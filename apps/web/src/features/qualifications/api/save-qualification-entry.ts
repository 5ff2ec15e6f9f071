import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EducationInput, ExperienceInput, Qualifications } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export type EntryKind = 'education' | 'experience';
type Input<K extends EntryKind> = K extends 'education' ? EducationInput : ExperienceInput;

/** POST .../qualifications/{kind} (no id) or PUT .../qualifications/{kind}/{id}: adds or changes an entry; the answer is the whole record. */
export const saveQualificationEntry = <K extends EntryKind>(candidateId: number, kind: K, { id, input }: { id?: number; input: Input<K> }) =>
  id
    ? api.put<Qualifications>(`/api/candidates/${candidateId}/qualifications/${kind}/${id}`, input)
    : api.post<Qualifications>(`/api/candidates/${candidateId}/qualifications/${kind}`, input);

/** The answer replaces the cached record. */
export function useSaveEntry<K extends EntryKind>(candidateId: number, kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: { id?: number; input: Input<K> }) => saveQualificationEntry(candidateId, kind, entry),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.qualifications.detail(candidateId), data),
  });
}
