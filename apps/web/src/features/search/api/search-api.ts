import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE, type CandidateList, type CharityList, type CharityProfile, type PostingList, type RegionInUse } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

export type ListFilter = { name: string; values: (string | number | boolean)[] };

export interface SearchRequest {
  search: string;
  filters: ListFilter[];
  /** A new search of the same words still reloads (the search bar stamps each search). */
  stamp?: unknown;
}

type Page<K extends string, T> = { [key in K]: T[] } & { total: number; totalCapped?: boolean };

/** The list query body of one page (6 per load). */
export function listBody(request: SearchRequest, page: number) {
  return {
    Search: request.search || undefined,
    Filters: request.filters,
    Pagination: { Page: page, ItemsPerPage: SEARCH_PAGE_SIZE },
  };
}

/** Pages already loaded hold fewer items than the total: Load More asks for the next page. */
export function nextPage(pages: { total: number; count: number }[]): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.count, 0);
  const total = pages[pages.length - 1]?.total ?? 0;
  return loaded < total && pages[pages.length - 1]!.count > 0 ? pages.length + 1 : undefined;
}

/** One result group of a search: its pages of 6, asked for again only after 10 s (a new search is a new stamp). */
function searchListOptions<K extends 'charities' | 'postings' | 'candidates', T>(key: K, path: string, request: SearchRequest) {
  return infiniteQueryOptions({
    queryKey: ['search', key, path, request.search, request.filters, request.stamp],
    queryFn: ({ pageParam }) => api.post<Page<K, T>>(path, listBody(request, pageParam)),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPage(pages.map((p) => ({ total: p.total, count: p[key].length }))),
    staleTime: 10_000,
  });
}

/** The charities a visitor searches (the same answer as a signed-in user's). */
export const PUBLIC_CHARITIES = '/api/charities/read-public';

export const charityResultsOptions = (request: SearchRequest, signedIn: boolean) =>
  searchListOptions<'charities', CharityList['charities'][number]>('charities', signedIn ? '/api/charities/read' : PUBLIC_CHARITIES, request);

export const postingResultsOptions = (request: SearchRequest, signedIn: boolean) =>
  searchListOptions<'postings', PostingList['postings'][number]>('postings', signedIn ? '/api/charities/postings/read' : '/api/charities/postings/read-public', request);

export const candidateResultsOptions = (request: SearchRequest) =>
  searchListOptions<'candidates', CandidateList['candidates'][number]>('candidates', '/api/candidates/browse', request);

export const useCharityResults = (request: SearchRequest, signedIn: boolean, enabled: boolean) => useInfiniteQuery({ ...charityResultsOptions(request, signedIn), enabled });

export const usePostingResults = (request: SearchRequest, signedIn: boolean, enabled: boolean) => useInfiniteQuery({ ...postingResultsOptions(request, signedIn), enabled });

export const useCandidateResults = (request: SearchRequest, enabled: boolean) => useInfiniteQuery({ ...candidateResultsOptions(request), enabled });

/** Every open posting of one charity (the charity listings panel); expired ones are left out by the server. */
export function useCharityPostings(charityId: number | null, signedIn: boolean) {
  return useQuery({
    queryKey: ['search', 'charity-postings', charityId, signedIn],
    queryFn: () =>
      api.post<PostingList>(signedIn ? '/api/charities/postings/read' : '/api/charities/postings/read-public', {
        Filters: [{ name: 'charityId', values: [charityId] }],
        Pagination: { Page: 1, ItemsPerPage: -1 },
        Sort: [{ field: 'datePosted', isAscending: false }],
      }),
    enabled: charityId !== null,
  });
}

export function useCharityProfile(charityId: number | null, signedIn: boolean) {
  return useQuery({
    queryKey: ['search', 'charity-profile', charityId, signedIn],
    queryFn: () => api.get<CharityProfile>(signedIn ? `/api/charities/${charityId}/profile` : `/api/charities/public/${charityId}`),
    enabled: charityId !== null,
  });
}

export const charityCitiesOptions = queryOptions({ queryKey: ['search', 'cities'], queryFn: () => api.get<string[]>('/api/charities/cities'), staleTime: 5 * 60_000 });

export const charityProvincesOptions = queryOptions({
  queryKey: ['search', 'provinces'],
  queryFn: () => api.get<RegionInUse[]>('/api/charities/province'),
  staleTime: 5 * 60_000,
});

export const useCharityCities = () => useQuery(charityCitiesOptions);

export const useCharityProvinces = () => useQuery(charityProvincesOptions);
