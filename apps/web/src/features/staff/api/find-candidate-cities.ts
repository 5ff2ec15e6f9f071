import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { ADMIN_OVERRIDE } from './admin-override.ts';

/** GET /api/candidates/cities: the cities candidates live in, lower-case. */
export const findCandidateCities = () => api.get<string[]>('/api/candidates/cities', ADMIN_OVERRIDE);

export function candidateCitiesOptions() {
  return queryOptions({ queryKey: queryKeys.staffCandidates.cities(), queryFn: findCandidateCities, staleTime: 60_000 });
}

export function useCandidateCities() {
  return useQuery(candidateCitiesOptions());
}
