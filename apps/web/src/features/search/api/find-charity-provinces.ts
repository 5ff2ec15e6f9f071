import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegionInUse } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/charities/province: the provinces charities are in (the search filters' list). */
export const findCharityProvinces = () => api.get<RegionInUse[]>('/api/charities/province');

export function charityProvincesOptions() {
  return queryOptions({ queryKey: queryKeys.search.provinces(), queryFn: findCharityProvinces, staleTime: 5 * 60_000 });
}

export function useCharityProvinces() {
  return useQuery(charityProvincesOptions());
}
