import { infiniteQueryOptions } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE, type ListQuery } from '@boardmatch/shared';
import { queryKeys } from '@/lib/query-keys.ts';

export type ListFilter = { name: string; values: (string | number | boolean)[] };

/** A search as /search's result groups ask for it, a page of 6 at a time. */
export interface SearchRequest {
  search: string;
  filters: ListFilter[];
  /** The order asked for (none: the list's own). */
  sort?: { field: string; isAscending: boolean }[];
  /** A new search of the same words still reloads (the search bar stamps each search). */
  stamp?: unknown;
}

/** A search shown as a table: one page of it. */
export interface TableSearchRequest {
  search: string;
  filters: ListFilter[];
  page: number;
  itemsPerPage: number;
}

type Group = 'charities' | 'postings' | 'candidates';
type Page<K extends Group> = { [key in K]: unknown[] } & { total: number };

/** The list query body of one page (6 per load). */
export function listBody(request: SearchRequest, page: number) {
  return {
    Search: request.search || undefined,
    Filters: request.filters,
    Pagination: { Page: page, ItemsPerPage: SEARCH_PAGE_SIZE },
    ...(request.sort ? { Sort: request.sort } : {}),
  };
}

/** The list query body of a table's page. */
export function tableBody(r: TableSearchRequest): Partial<ListQuery> {
  return { Search: r.search || null, Filters: r.filters, Pagination: { Page: r.page, ItemsPerPage: r.itemsPerPage } };
}

/** Pages already loaded hold fewer items than the total: Load More asks for the next page. */
export function nextPage(pages: { total: number; count: number }[]): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.count, 0);
  const total = pages[pages.length - 1]?.total ?? 0;
  return loaded < total && pages[pages.length - 1]!.count > 0 ? pages.length + 1 : undefined;
}

/**
 * One result group of a search: its pages of 6 from the call at path, asked for again only after 10 s (a new search is
 * a new stamp).
 */
export function searchListOptions<K extends Group, P extends Page<K>>(group: K, path: string, request: SearchRequest, findPage: (query: Partial<ListQuery>) => Promise<P>) {
  return infiniteQueryOptions({
    queryKey: queryKeys.search.results(group, path, request),
    queryFn: ({ pageParam }) => findPage(listBody(request, pageParam)),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPage(pages.map((p) => ({ total: p.total, count: p[group].length }))),
    staleTime: 10_000,
  });
}
