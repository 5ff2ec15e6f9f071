import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegionInUse } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { ADMIN_OVERRIDE } from './admin-override.ts';

/** GET /api/candidates/province: the provinces/states candidates live in. */
export const findCandidateRegions = () => api.get<RegionInUse[]>('/api/candidates/province', ADMIN_OVERRIDE);

export function candidateRegionsOptions() {
  return queryOptions({ queryKey: queryKeys.staffCandidates.provinces(), queryFn: findCandidateRegions, staleTime: 60_000 });
}

export function useCandidateRegions() {
  return useQuery(candidateRegionsOptions());
}
