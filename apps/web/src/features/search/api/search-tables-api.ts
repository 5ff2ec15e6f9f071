import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CharityList, ListQuery, PostingList } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

export type ListFilter = ListQuery['Filters'][number];

export interface SearchRequest {
  search: string;
  filters: ListFilter[];
  page: number;
  itemsPerPage: number;
}

function body(r: SearchRequest): Partial<ListQuery> {
  return { Search: r.search || null, Filters: r.filters, Pagination: { Page: r.page, ItemsPerPage: r.itemsPerPage } };
}

/** POST /api/charities/read (signed in) or /read-public. */
export function useCharitySearch(request: SearchRequest, signedIn: boolean, enabled = true) {
  return useQuery({
    queryKey: ['search', 'charities', signedIn, request],
    queryFn: () => api.post<CharityList>(signedIn ? '/api/charities/read' : '/api/charities/read-public', body(request)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST /api/charities/postings/read (signed in) or /read-public. */
export function usePostingSearch(request: SearchRequest, signedIn: boolean, enabled = true) {
  return useQuery({
    queryKey: ['search', 'postings', signedIn, request],
    queryFn: () => api.post<PostingList>(signedIn ? '/api/charities/postings/read' : '/api/charities/postings/read-public', body(request)),
    placeholderData: keepPreviousData,
    enabled,
  });
}
