// Built with `vite build --ssr` and run by scripts/prerender.mjs after the client build: renders a page to HTML, so the
// browser paints it before any script has run. /login is rendered as a visitor without a session sees it; a signed-in
// page as it first shows while its data loads (the frame, the title and placeholders the size of the content), with
// neither a user menu nor a sign-in button in the header, since who is signed in is not known yet.
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, type RouteObject } from 'react-router';
import { GuardedPage } from './app/GuardedPage.tsx';
import { PAGES } from './app/pages.ts';
import { preloadFirstPage } from './app/preload-first-page.ts';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './lib/create-query-client.ts';
import { RootLayout } from './app/RootLayout.tsx';
import { createRoutes } from './app/router.tsx';
import { createAuthStore, type AuthStore } from './lib/auth-store.ts';
import { initI18n } from './lib/i18n.ts';
import { findRoute } from './lib/routing/guard.ts';

/** The page alone, without its guard (which would send a visitor without a session to /login). */
function signedInRoutes(pathname: string): RouteObject[] {
  const def = findRoute(pathname);
  const page = def && PAGES[def.path];
  if (!def || !page) throw new Error(`No page for ${pathname}`);
  return [{ id: 'root', element: <RootLayout />, children: [{ path: def.path, handle: def, element: <GuardedPage page={page} /> }] }];
}

export async function renderPage(pathname: string, { signedIn }: { signedIn: boolean }): Promise<string> {
  initI18n('en');
  // With the page's code (and the shell's) already loaded nothing suspends: the HTML holds the page itself, in place.
  await preloadFirstPage(pathname);
  let store: AuthStore;
  let routes: RouteObject[];
  if (signedIn) {
    // Never restored: the session stays unknown.
    store = createAuthStore(undefined, () => new Promise(() => undefined));
    routes = signedInRoutes(pathname);
  } else {
    store = createAuthStore(undefined, async () => null);
    routes = createRoutes(store, () => null);
  }
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <Providers store={store} queryClient={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}
