import { QueryClient } from '@tanstack/react-query';

/**
 * An answer is fresh for a few seconds: a page's first data, asked for while its code downloads (app/first-page-data.ts),
 * is then not asked for again when the page mounts a moment later. A change made here invalidates what it touches at once.
 */
export const FRESH_MS = 5_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: FRESH_MS } } });
}
