// Built with `vite build --ssr` and run by scripts/prerender.mjs after the client build: renders a page to HTML, so the
// browser paints it before any script has run. /login is rendered as a visitor without a session sees it; a signed-in
// page as it first shows while its data loads (the frame, the title and placeholders the size of the content), with
// neither a user menu nor a sign-in button in the header, since who is signed in is not known yet.
// The server loads it too, to draw /search for each address with the charities found (renderSearch).
import type { QueryClient } from '@tanstack/react-query';
import type { CharityList } from '@boardmatch/shared';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, type RouteObject } from 'react-router';
import { GuardedPage } from './app/GuardedPage.tsx';
import { pageOf } from './app/pages.ts';
import { preloadFirstPage } from './app/preload-first-page.ts';
import { Providers } from './app/providers.tsx';
import { firstCharityResults } from './features/search/api/first-results.ts';
import { createQueryClient } from './lib/create-query-client.ts';
import { RootLayout } from './app/RootLayout.tsx';
import { createRoutes } from './app/router.tsx';
import { findRoute } from './app/route-table.ts';
import { createAuthStore, type AuthStore } from './lib/auth-store.ts';
import { initI18n } from './lib/i18n.ts';

/** The page alone, without its guard (which would send a visitor without a session to /login). */
function signedInRoutes(pathname: string): RouteObject[] {
  const def = findRoute(pathname);
  if (!def) throw new Error(`No page for ${pathname}`);
  return [{ id: 'root', element: <RootLayout />, children: [{ path: def.path, handle: def, element: <GuardedPage page={pageOf(def)} /> }] }];
}

/** A page at an address (its path and query), as it shows before the session is known, with the data given. */
export async function renderPage(address: string, { signedIn, data = createQueryClient() }: { signedIn: boolean; data?: QueryClient }): Promise<string> {
  const url = new URL(address, 'http://localhost');
  initI18n('en');
  // With the page's code (and the shell's) already loaded nothing suspends: the HTML holds the page itself, in place.
  await preloadFirstPage(url.pathname);
  let store: AuthStore;
  let routes: RouteObject[];
  if (signedIn) {
    // Never restored: the session stays unknown.
    store = createAuthStore(undefined, () => new Promise(() => undefined));
    routes = signedInRoutes(url.pathname);
  } else {
    store = createAuthStore(undefined, async () => null);
    routes = createRoutes(store, () => null);
  }
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${address} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <Providers store={store} queryClient={data}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

/** The server's own answer to one of the app's list calls (path and JSON body). */
export type Answer = (path: string, body: unknown) => Promise<unknown>;

/**
 * /search at an address (its query: text, categories), drawn with the charities found for it, which every visitor and
 * signed-in user sees alike; undefined when the address shows none (the page painted at build time serves).
 */
export async function renderSearch(query: string, answer: Answer): Promise<string | undefined> {
  const charities = firstCharityResults(new URLSearchParams(query));
  if (!charities) return undefined;
  const data = createQueryClient();
  data.setQueryData(charities.queryKey, { pages: [(await answer(charities.path, charities.body)) as CharityList], pageParams: [1] });
  return renderPage(`/search${query}`, { signedIn: true, data });
}

/**
 * Emotion writes each component's styles just before it in the HTML. They go to the head instead, as one style sheet (the
 * global ones stay apart, each as Emotion looks for it), so the browser reads them once before laying out the page.
 * The sheet is named by `data-painted` rather than `data-emotion`: the app's Emotion would move every style element it
 * finds into place (the browser then reads the page's styles again, in the middle of start-up); the app instead marks the
 * painted names as inserted (app/painted-styles.ts). The global ones are marked as already in place (`data-s`) for the
 * same reason. Styles whose names are in `known` (already in the page's head) are left out.
 */
/** The attribute that names the painted page's style sheet and the Emotion names it holds. */
const PAINTED_STYLES = 'data-painted';

export function stylesToHead(body: string, known: string[] = []): { styles: string; body: string } {
  const ids: string[] = [];
  const rules: string[] = [];
  const globals: string[] = [];
  const rest = body.replace(/<style data-emotion="([^"]*)"[^>]*>([^<]*)<\/style>/g, (tag, names: string, css: string) => {
    const [key, ...hashes] = names.split(' ');
    if (key !== 'css') {
      const global = tag.replace('<style ', '<style data-s="" ');
      if (!globals.includes(global) && !known.includes(names)) globals.push(global);
    } else if (hashes.some((hash) => !known.includes(hash))) {
      ids.push(...hashes);
      rules.push(css);
    }
    return '';
  });
  if (rest.includes('<style')) throw new Error("a style that is not Emotion's");
  return { styles: `${globals.join('')}<style ${PAINTED_STYLES}="css ${ids.join(' ')}">${rules.join('')}</style>`, body: rest };
}

const PAINTED = '<div data-prerendered inert>';

/**
 * A page painted at build time (scripts/prerender.mjs) with another body drawn in its place: the new body's styles join
 * those in its head.
 */
export function repaint(page: string, body: string): string {
  const start = page.indexOf(PAINTED);
  const end = page.lastIndexOf('</div></div>');
  if (start < 0 || end < start) throw new Error('not a painted page');
  const known = [...page.slice(0, start).matchAll(/<style (?:data-s="" )?(?:data-emotion|data-painted)="([^"]*)"/g)].flatMap(([, names]) => [names!, ...names!.split(' ').slice(1)]);
  const painted = stylesToHead(body, known);
  const head = page.slice(0, start).replace('</head>', `${painted.styles}</head>`);
  return `${head}${PAINTED}${painted.body}${page.slice(end)}`;
}
