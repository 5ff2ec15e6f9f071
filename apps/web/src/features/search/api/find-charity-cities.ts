import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/charities/cities: the cities charities are in (the search filters' list). */
export const findCharityCities = () => api.get<string[]>('/api/charities/cities');

export function charityCitiesOptions() {
  return queryOptions({ queryKey: queryKeys.search.cities(), queryFn: findCharityCities, staleTime: 5 * 60_000 });
}

export function useCharityCities() {
  return useQuery(charityCitiesOptions());
}
