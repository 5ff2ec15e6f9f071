import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '@/app/providers.tsx';
import { createQueryClient } from '@/lib/create-query-client.ts';
import { createAppRouter } from '@/app/router.tsx';
import { setAccessToken } from '@/lib/access-token.ts';
import { createAuthStore } from '@/lib/auth-store.ts';
import { initI18n } from '@/lib/i18n.ts';

/** The whole app (guard, shell, lazy pages) in a memory router at the given address, against the mocked fetch. */
export function renderApp(path: string) {
  initI18n('en');
  setAccessToken(null);
  const store = createAuthStore();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createAppRouter(store, (routes) => createMemoryRouter(routes, { initialEntries: [path] }));
  const view = render(
    <Providers store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, store, queryClient };
}
