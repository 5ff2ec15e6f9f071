import { useContext, type ReactNode } from 'react';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { lazyComponent } from './lazy-component.ts';

let client: Promise<QueryClient> | null = null;

/** The app's one data cache. Its code (TanStack Query) downloads with the first screen that reads data, not at start-up:
 * /login reads none until one of its dialogs opens. */
export function dataCache(): Promise<QueryClient> {
  client ??= import('./create-query-client.ts').then((module) => {
    const cache = module.createQueryClient();
    // The API answers names in the reader's language (lookups, skills, roles): a new language asks again.
    i18next.on('languageChanged', () => void cache.invalidateQueries());
    return cache;
  });
  return client;
}

/** Forgets every answer kept (the session ended); nothing to do while no screen has read data. */
export function clearDataCache(): void {
  void client?.then((cache) => cache.clear());
}

const provider = lazyComponent(
  () =>
    Promise.all([import('@tanstack/react-query'), dataCache()]).then(([{ QueryClientProvider }, cache]) => {
      return function LoadedDataCache({ children }: { children: ReactNode }) {
        return <QueryClientProvider client={cache}>{children}</QueryClientProvider>;
      };
    }),
  'DataCache',
);

/** Gives what it wraps the data cache, suspending until its code has arrived; a cache already given above (a test's, the
 * build's prerender) is kept. */
export function DataCacheProvider({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  if (given) return children;
  return <provider.Component>{children}</provider.Component>;
}

export const preloadDataCache = (): Promise<unknown> => provider.preload().catch(() => undefined);
