import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Providers } from '@/app/providers.tsx';
import { createQueryClient } from '@/lib/create-query-client.ts';
import { setAccessToken } from '@/lib/access-token.ts';
import { createAuthStore } from '@/lib/auth-store.ts';
import { initI18n } from '@/lib/i18n.ts';

/**
 * One component with the app's providers (theme, data cache, session, feedback) inside a router, in English,
 * after the session has been restored from the (mocked) API: a component alone, without the whole app.
 */
export async function renderWithProviders(ui: ReactNode) {
  initI18n('en');
  setAccessToken(null);
  const store = createAuthStore();
  await store.ready();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <Providers store={store} queryClient={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...view, store, queryClient };
}
