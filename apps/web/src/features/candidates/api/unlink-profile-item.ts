import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CandidateProfile } from '@boardmatch/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** DELETE .../skill/:id or .../focusArea/:id; a candidate keeps at least one of each (the server refuses the last). */
export const unlinkProfileItem = (candidateId: number, { kind, id }: { kind: 'skill' | 'focusArea'; id: number }) =>
  apiRequest<CandidateProfile>(`/api/candidates/${candidateId}/${kind}/${id}`, { method: 'DELETE' });

/** The answer is the profile without the item, which replaces the cached one. */
export function useUnlink(candidateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: { kind: 'skill' | 'focusArea'; id: number }) => unlinkProfileItem(candidateId, item),
    onSuccess: (profile) => client.setQueryData(queryKeys.candidates.me(), profile),
  });
}
