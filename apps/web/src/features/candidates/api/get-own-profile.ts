import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateProfile } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/candidates/me: the signed-in candidate's own profile, every tab. */
export const getOwnProfile = () => api.get<CandidateProfile>('/api/candidates/me');

export function ownProfileOptions() {
  return queryOptions({ queryKey: queryKeys.candidates.me(), queryFn: getOwnProfile });
}

export function useOwnProfile(enabled = true) {
  return useQuery({ ...ownProfileOptions(), enabled });
}
