export { searchRoutes } from './search.routes.ts';
export { expandSearch, type SearchTerms } from './search-terms.ts';
