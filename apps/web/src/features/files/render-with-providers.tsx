import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Providers, createQueryClient } from '../../app/providers.tsx';
import { createAuthStore } from '../../lib/auth-store.ts';
import { initI18n } from '../../lib/i18n.ts';

/** Test helper: one component with the app's providers (theme, data cache, session, feedback), in English. */
export function renderWithProviders(ui: ReactElement) {
  initI18n('en');
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return { ...render(<Providers store={createAuthStore()} queryClient={queryClient}>{ui}</Providers>), queryClient };
}
