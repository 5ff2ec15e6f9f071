import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CandidateDetailsInput, CandidateProfileSave, MatchingPreferencesInput, ReleaseFormInput, UserInformationInput } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export type ProfileTab = 'user-information' | 'details' | 'matching-preferences' | 'release-form';
type TabInput = UserInformationInput | CandidateDetailsInput | MatchingPreferencesInput | ReleaseFormInput;

/** PUT /api/candidates/{id}/{tab}: saves one tab; the answer carries the reloaded profile. */
export const saveProfileTab = (candidateId: number, tab: ProfileTab, input: TabInput) => api.put<CandidateProfileSave>(`/api/candidates/${candidateId}/${tab}`, input);

/** The reloaded profile replaces the cached one; the onboarding steps read again. */
export function useSaveTab(candidateId: number, tab: ProfileTab) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TabInput) => saveProfileTab(candidateId, tab, input),
    onSuccess: (result) => {
      client.setQueryData(queryKeys.candidates.me(), result.profile);
      void client.invalidateQueries({ queryKey: queryKeys.candidates.onboarding(candidateId) });
    },
  });
}
