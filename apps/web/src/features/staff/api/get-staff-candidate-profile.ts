import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateProfile } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { ADMIN_OVERRIDE } from './admin-override.ts';

/** GET /api/candidates/:id/profile: the candidate dialog's values (id 0: a new candidate, nothing to read). */
export const getStaffCandidateProfile = (candidateId: number) => api.get<CandidateProfile>(`/api/candidates/${candidateId}/profile`, ADMIN_OVERRIDE);

export function staffCandidateProfileOptions(candidateId: number) {
  return queryOptions({
    queryKey: queryKeys.staffCandidates.profile(candidateId),
    queryFn: () => getStaffCandidateProfile(candidateId),
    enabled: candidateId > 0,
    // The dialog's form starts from it: a refetch while staff type would not change what they see.
    refetchOnWindowFocus: false,
  });
}

export function useStaffCandidateProfile(candidateId: number) {
  return useQuery(staffCandidateProfileOptions(candidateId));
}
