import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ListQuery, PostingList } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { searchListOptions, tableBody, type SearchRequest, type TableSearchRequest } from '@/features/search/search-list.ts';

const postingsPath = (signedIn: boolean) => (signedIn ? '/api/charities/postings/read' : '/api/charities/postings/read-public');

/** POST /api/charities/postings/read (signed in) or /read-public: the open postings the list query finds. */
export const findPostings = (query: Partial<ListQuery>, signedIn: boolean) => api.post<PostingList>(postingsPath(signedIn), query);

/** /search's postings, 6 at a time. */
export const postingResultsOptions = (request: SearchRequest, signedIn: boolean) =>
  searchListOptions('postings', postingsPath(signedIn), request, (query) => findPostings(query, signedIn));

export const usePostingResults = (request: SearchRequest, signedIn: boolean, enabled: boolean) => useInfiniteQuery({ ...postingResultsOptions(request, signedIn), enabled });

/** One page of postings in a table; the page shown stays while the next loads. */
export function postingSearchOptions(request: TableSearchRequest, signedIn: boolean) {
  return queryOptions({
    queryKey: queryKeys.search.table('postings', signedIn, request),
    queryFn: () => findPostings(tableBody(request), signedIn),
    placeholderData: keepPreviousData,
  });
}

export function usePostingSearch(request: TableSearchRequest, signedIn: boolean, enabled = true) {
  return useQuery({ ...postingSearchOptions(request, signedIn), enabled });
}

/** Every open posting of one charity, newest first (the charity listings panel); expired ones are left out by the server. */
export function charityPostingsOptions(charityId: number | null, signedIn: boolean) {
  return queryOptions({
    queryKey: queryKeys.search.charityPostings(charityId, signedIn),
    queryFn: () =>
      findPostings(
        {
          Filters: [{ name: 'charityId', values: [charityId!] }],
          Pagination: { Page: 1, ItemsPerPage: -1 },
          Sort: [{ field: 'datePosted', isAscending: false }],
        },
        signedIn,
      ),
    enabled: charityId !== null,
  });
}

export function useCharityPostings(charityId: number | null, signedIn: boolean) {
  return useQuery(charityPostingsOptions(charityId, signedIn));
}
