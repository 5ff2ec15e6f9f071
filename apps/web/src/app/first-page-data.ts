import type { QueryClient } from '@tanstack/react-query';
import type { UserSession } from '@boardmatch/shared';
import { dataCache } from '@/lib/data-cache.tsx';
import { idParam } from '@/lib/routing/id-param.ts';

type Prefetch = (client: QueryClient, params: URLSearchParams, session: UserSession | null) => Promise<unknown>;

/** Pages whose first paint waits on data, with the module (loaded with the page) that asks for it. */
const FIRST_DATA: Record<string, () => Promise<Prefetch>> = {
  '/search': () => import('./routes/search/SearchPage.tsx').then((page) => page.prefetch),
  // These ask through their own small modules, so the answer is on its way while the page's code downloads.
  '/charity-profile': () =>
    import('@/features/search/api/get-charity-profile.ts').then(({ charityProfileOptions }) => (client, params, session) => {
      const charityId = idParam(params.get('chid')) ?? session?.charityRepresentative?.charityId ?? null;
      return charityId ? client.prefetchQuery(charityProfileOptions(charityId, true)) : Promise.resolve();
    }),
  '/candidate-postings': () =>
    import('@/features/applications/api/find-applications.ts').then(({ firstApplicationsOptions }) => (client, _params, session) => {
      const candidate = session?.candidate;
      return candidate?.onboardingComplete ? client.prefetchQuery(firstApplicationsOptions(candidate.id)) : Promise.resolve();
    }),
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
