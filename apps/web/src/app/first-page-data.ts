import type { QueryClient } from '@tanstack/react-query';
import type { UserSession } from '@boardmatch/shared';
import { dataCache } from '@/lib/data-cache.tsx';

type Prefetch = (client: QueryClient, params: URLSearchParams, session: UserSession | null) => Promise<unknown>;

/** Pages whose first paint waits on data, with the module (loaded with the page) that asks for it. */
const FIRST_DATA: Record<string, () => Promise<Prefetch>> = {
  '/search': () => import('./routes/search/SearchPage.tsx').then((page) => page.prefetch),
};

/**
 * Asks for what the first page shows as soon as its session is known, rather than once the page has been drawn; resolves
 * when the answers are in.
 */
export async function prefetchFirstPageData({ pathname, search }: { pathname: string; search: string }, session: UserSession | null): Promise<void> {
  const load = FIRST_DATA[pathname];
  if (!load) return;
  const [prefetch, client] = await Promise.all([load(), dataCache()]);
  await prefetch(client, new URLSearchParams(search), session);
}
