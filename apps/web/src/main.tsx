import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router.tsx';
import { Providers, createQueryClient } from './app/providers.tsx';
import { preloadFirstPage } from './app/preload-first-page.ts';
import { isPublicPath } from './lib/routing/guard.ts';
import { setSessionExpiredHandler } from './lib/api-client.ts';
import { createAuthStore } from './lib/auth-store.ts';
import { initI18n, languageReady } from './lib/i18n.ts';

preloadFirstPage(window.location.pathname);
initI18n();
const store = createAuthStore();
const queryClient = createQueryClient();
const router = createAppRouter(store);

// One refresh failed on a 401: the session is over. Public pages stay; others go to /login.
setSessionExpiredHandler(() => {
  store.clear();
  queryClient.clear();
  if (!isPublicPath(router.state.location.pathname)) void router.navigate('/login');
});

// A French reader's texts arrive before the first paint, rather than English flashing first.
void languageReady().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers store={store} queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
