import type { QueryClient } from '@tanstack/react-query';
import { SearchCategory, type Actor, type UserSession } from '@boardmatch/shared';
import { EMPTY_FILTERS, categoriesFor, listFilters, opensProfile, selectedCategories, type Category } from '@/features/search/search-state.ts';
import { listBody, type SearchRequest } from '@/features/search/search-list.ts';
import { candidateResultsOptions } from './find-candidates.ts';
import { PUBLIC_CHARITIES, charityResultsOptions } from './find-charities.ts';
import { postingResultsOptions } from './find-postings.ts';

/**
 * What /search first shows for its address (spec 2, section 2.7): asked for as soon as the session is known, while the
 * page is still being drawn, with the same options and the same state as the page's own queries, which then find it.
 * The filters' lists are not among them: the page asks for them once results are drawn. Resolves once the answers are
 * in (a failed one too: the page shows its error).
 */
export function prefetchSearch(client: QueryClient, params: URLSearchParams, session: UserSession | null): Promise<unknown> {
  if (opensProfile(params)) return Promise.resolve();
  const signedIn = session !== null;
  const request = (category: Category) => firstRequest(params, category);
  return Promise.all(
    selectedCategories(params.get('categories'), categoriesFor((session?.actor ?? null) as Actor | null)).map((category) =>
      category === SearchCategory.candidates
        ? client.prefetchInfiniteQuery(candidateResultsOptions(request(category)))
        : category === SearchCategory.charities
          ? client.prefetchInfiniteQuery(charityResultsOptions(request(category), signedIn))
          : client.prefetchInfiniteQuery(postingResultsOptions(request(category), signedIn)),
    ),
  );
}

/** A group's first page for the address, as the page asks for it before any filter is set. */
function firstRequest(params: URLSearchParams, category: Category): SearchRequest {
  return { search: params.get('text')?.trim() ?? '', filters: listFilters(EMPTY_FILTERS, category), stamp: undefined };
}

/**
 * The charities /search first shows for the address, which are the same for every visitor and signed-in user: the server
 * draws them into the page it answers (prerender.tsx): the page's query key for them, and the call that answers it.
 * Undefined when the address shows no charities.
 */
export function firstCharityResults(params: URLSearchParams) {
  if (opensProfile(params)) return undefined;
  if (!selectedCategories(params.get('categories'), categoriesFor(null)).includes(SearchCategory.charities)) return undefined;
  const request = firstRequest(params, SearchCategory.charities);
  return { queryKey: charityResultsOptions(request, false).queryKey, path: PUBLIC_CHARITIES, body: listBody(request, 1) };
}
