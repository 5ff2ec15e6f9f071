import { preloadDataCache } from '@/lib/data-cache.tsx';
import { preloadPage } from './pages.ts';
import { findRoute } from './route-table.ts';
import { preloadShell } from './shell/lazy-shell.ts';

/** The first page's code (and the shell and data cache around it) downloads while the session is restored, not after;
 * resolves when all have arrived. */
export function preloadFirstPage(pathname: string): Promise<unknown> {
  const bare = findRoute(pathname)?.bare;
  return Promise.all([bare ? undefined : preloadShell(), bare ? undefined : preloadDataCache(), preloadPage(pathname)]);
}
