import { findRoute } from '../lib/routing/guard.ts';
import { preloadPage } from './pages.ts';
import { preloadShell } from './shell/lazy-shell.ts';

/** The first page's code (and the shell around it) downloads while the session is restored, not after; resolves when
 * the page's code has arrived. */
export function preloadFirstPage(pathname: string): Promise<unknown> {
  if (!findRoute(pathname)?.bare) preloadShell();
  return preloadPage(pathname);
}
