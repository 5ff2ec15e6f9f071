import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CharityList, ListQuery } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { searchListOptions, tableBody, type SearchRequest, type TableSearchRequest } from '@/features/search/search-list.ts';

/** The charities a visitor searches (the same answer as a signed-in user's). */
export const PUBLIC_CHARITIES = '/api/charities/read-public';

const charitiesPath = (signedIn: boolean) => (signedIn ? '/api/charities/read' : PUBLIC_CHARITIES);

/** POST /api/charities/read (signed in) or /read-public: the charities the list query finds. */
export const findCharities = (query: Partial<ListQuery>, signedIn: boolean) => api.post<CharityList>(charitiesPath(signedIn), query);

/** /search's charities, 6 at a time. */
export const charityResultsOptions = (request: SearchRequest, signedIn: boolean) =>
  searchListOptions('charities', charitiesPath(signedIn), request, (query) => findCharities(query, signedIn));

export const useCharityResults = (request: SearchRequest, signedIn: boolean, enabled: boolean) => useInfiniteQuery({ ...charityResultsOptions(request, signedIn), enabled });

/** One page of charities in a table; the page shown stays while the next loads. */
export function charitySearchOptions(request: TableSearchRequest, signedIn: boolean) {
  return queryOptions({
    queryKey: queryKeys.search.table('charities', signedIn, request),
    queryFn: () => findCharities(tableBody(request), signedIn),
    placeholderData: keepPreviousData,
  });
}

export function useCharitySearch(request: TableSearchRequest, signedIn: boolean, enabled = true) {
  return useQuery({ ...charitySearchOptions(request, signedIn), enabled });
}
