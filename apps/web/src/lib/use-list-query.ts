import { useMemo, useState } from 'react';
import { TABLE_DEFAULT_PAGE_SIZE, type ListQuery } from '@boardmatch/shared';

export interface ListSortState {
  field: string;
  isAscending: boolean;
}

/** A filter's value: a list, one value, a flag (sent as 1 or 0), or nothing (not sent). */
export type ListFilterValue = readonly (string | number)[] | string | number | boolean | null | undefined;

export interface ListQueryOptions<F extends Record<string, ListFilterValue>> {
  filters: F;
  sort?: ListSortState | null;
  /** 20 unless told; -1 is every row. */
  pageSize?: number;
  search?: string;
}

/** The list query body the API reads: empty filters and an empty search are left out. */
export function toListQueryBody(state: {
  filters: Record<string, ListFilterValue>;
  page: number;
  pageSize: number;
  sort: ListSortState | null;
  search: string;
}): Partial<ListQuery> {
  const Filters = Object.entries(state.filters).flatMap(([name, value]) => {
    if (value === null || value === undefined || value === '') return [];
    if (typeof value === 'boolean') return [{ name, values: [value ? 1 : 0] }];
    if (Array.isArray(value)) return value.length ? [{ name, values: [...value] }] : [];
    return [{ name, values: [value as string | number] }];
  });
  const search = state.search.trim();
  return {
    Filters,
    Pagination: { Page: state.page + 1, ItemsPerPage: state.pageSize },
    Sort: state.sort ? [state.sort] : [],
    ...(search ? { Search: search } : {}),
  };
}

/** A paged list's first query, as its table first asks for it: asked for before the page is drawn (app/first-page-data.ts). */
export function firstListQuery(filters: Record<string, ListFilterValue>, sort: ListSortState | null = null): Partial<ListQuery> {
  return toListQueryBody({ filters, page: 0, pageSize: TABLE_DEFAULT_PAGE_SIZE, sort, search: '' });
}

/**
 * A paged list's state (page from 0, page size, sort, filters, search) and the list query body it makes.
 * A new filter, search, sort or page size goes back to the first page.
 */
export function useListQuery<F extends Record<string, ListFilterValue>>(options: ListQueryOptions<F>) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSizeState] = useState(options.pageSize ?? TABLE_DEFAULT_PAGE_SIZE);
  const [sort, setSortState] = useState<ListSortState | null>(options.sort ?? null);
  const [filters, setFiltersState] = useState<F>(options.filters);
  const [search, setSearchState] = useState(options.search ?? '');

  const body = useMemo(() => toListQueryBody({ filters, page, pageSize, sort, search }), [filters, page, pageSize, sort, search]);

  return {
    page,
    pageSize,
    sort,
    filters,
    search,
    body,
    setPage,
    setPageSize: (size: number) => {
      setPageSizeState(size);
      setPage(0);
    },
    setSort: (next: ListSortState | null) => {
      setSortState(next);
      setPage(0);
    },
    setFilter: <K extends keyof F>(name: K, value: F[K]) => {
      setFiltersState((current) => ({ ...current, [name]: value }));
      setPage(0);
    },
    setSearch: (text: string) => {
      setSearchState(text);
      setPage(0);
    },
  };
}

export type ListQueryState = ReturnType<typeof useListQuery>;
