import { findRoute } from '../lib/routing/guard.ts';
import { preloadPage } from './pages.ts';
import { preloadShell } from './shell/lazy-shell.ts';

/** The first page's code (and the shell around it) downloads while the session is restored, not after; resolves when
 * both have arrived. */
export function preloadFirstPage(pathname: string): Promise<unknown> {
  return Promise.all([findRoute(pathname)?.bare ? undefined : preloadShell(), preloadPage(pathname)]);
}
