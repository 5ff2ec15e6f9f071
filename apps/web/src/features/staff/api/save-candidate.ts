import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CandidateProfile, StaffCandidateCreate, StaffCandidateUpdate } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/candidates (id 0) or PUT /api/candidates/:id. */
export const saveCandidate = ({ id, input }: { id: number; input: StaffCandidateCreate | StaffCandidateUpdate }) =>
  id === 0 ? api.post<CandidateProfile>('/api/candidates', input) : api.put<CandidateProfile>(`/api/candidates/${id}`, input);

/** The answer replaces the cached profile; the lists read again. */
export function useSaveCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCandidate,
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.staffCandidates.profile(profile.id), profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.staffCandidates.all() });
    },
  });
}
