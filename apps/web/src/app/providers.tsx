import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '../lib/auth-context.tsx';
import type { AuthStore } from '../lib/auth-store.ts';
import { FeedbackProvider } from '../lib/feedback/feedback-context.tsx';
import { useTranslation } from 'react-i18next';
import { themeFor } from './theme.ts';

export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

/** Theme, data cache, session and feedback (snackbar, 'Please stand by') around the router. */
export function Providers({ store, queryClient, children }: { store: AuthStore; queryClient: QueryClient; children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ThemeProvider theme={themeFor(i18n.language)}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <AuthProvider store={store}>
          <FeedbackProvider>{children}</FeedbackProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
