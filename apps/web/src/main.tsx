import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router.tsx';
import { Providers } from './app/providers.tsx';
import { clearDataCache } from './lib/data-cache.tsx';
import { preloadFeedback } from './lib/feedback/lazy-feedback.ts';
import { preloadFirstPage } from './app/preload-first-page.ts';
import { prefetchFirstPageData } from './app/first-page-data.ts';
import { isPublicPath } from './app/route-table.ts';
import { setSessionExpiredHandler } from './lib/api-client.ts';
import { createAuthStore } from './lib/auth-store.ts';
import { initI18n, languageReady } from './lib/i18n.ts';
import { appStyleCache } from './app/painted-styles.ts';
import { reloadForNewVersion } from './lib/reload-for-new-version.ts';

reloadForNewVersion();
const firstPage = preloadFirstPage(window.location.pathname);

/** Gives the browser its turn, so that start-up runs as a few short tasks rather than one long one that a tap or a
 * paint would have to wait for. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How long a painted page waits for its first data before the app draws it without (a slow answer then shows its progress). */
const FIRST_DATA_WAIT_MS = 1500;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The router has run the first page's guard (and restored the session). Only before the app draws: see start(). */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

async function start() {
  await nextTask();
  initI18n();
  const store = createAuthStore();
  await nextTask();
  const router = createAppRouter(store);
  // Once the session is known; not by subscribing to the router, whose first state goes to its first subscriber only
  // when it was ready before the app drew (it would never reach RouterProvider, which would wait on it for ever).
  const firstData = store.ready().then(() => prefetchFirstPageData(window.location, store.getSnapshot().session));

  // One refresh failed on a 401: the session is over. Public pages stay; others go to /login.
  setSessionExpiredHandler(() => {
    store.clear();
    clearDataCache();
    if (!isPublicPath(router.state.location.pathname)) void router.navigate('/login');
  });

  const container = document.getElementById('root')!;
  // A page painted from the server's HTML (scripts/prerender.mjs) stays until the app can draw the same page over it, rather
  // than giving way to the 'Please stand by' screen while the session is restored.
  const painted = container.querySelector('[data-prerendered]') !== null;

  // A French reader's texts arrive before the first paint, rather than English flashing first (the server's English page
  // is hidden for them, see scripts/prerender.mjs). The first render is a transition, so React yields to the browser while
  // it builds the page instead of one long task.
  // It also waits for the page's first data (the results of /search), for a moment at most: drawn before, the page would
  // be drawn again when they arrive, twice the work on a slow device.
  void languageReady()
    .then(() => (painted ? Promise.all([routerReady(router), firstPage, Promise.race([firstData, delay(FIRST_DATA_WAIT_MS)])]) : undefined))
    .then(() => {
      const root = createRoot(container);
      const styles = appStyleCache();
      startTransition(() =>
        root.render(
          <StrictMode>
            <CacheProvider value={styles}>
              <Providers store={store}>
                <RouterProvider router={router} />
              </Providers>
            </CacheProvider>
          </StrictMode>,
        ),
      );
    });
}

void start();

// The snackbar and 'Please stand by' answer what a user does: their code comes with the first key or tap, before an
// answer needs them, and is not part of what a page downloads to open.
for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, () => void preloadFeedback(), { once: true, capture: true, passive: true });
