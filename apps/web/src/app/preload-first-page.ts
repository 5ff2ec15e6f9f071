import { findRoute } from '../lib/routing/guard.ts';
import { preloadPage } from './pages.ts';
import { preloadShell } from './shell/lazy-shell.ts';

/** The first page's code (and the shell around it) downloads while the session is restored, not after. */
export function preloadFirstPage(pathname: string): void {
  preloadPage(pathname);
  if (!findRoute(pathname)?.bare) preloadShell();
}
