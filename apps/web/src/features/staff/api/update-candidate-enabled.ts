import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CandidateStatus } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** PUT /api/candidates/:id/enabled: deactivate or activate. */
export const updateCandidateEnabled = ({ id, isDisabled }: { id: number; isDisabled: boolean }) => api.put<CandidateStatus>(`/api/candidates/${id}/enabled`, { isDisabled });

export function useSetCandidateEnabled() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCandidateEnabled, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffCandidates.all() }) });
}
