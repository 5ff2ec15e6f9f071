import type { ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
// MUI's own ThemeProvider also carries the CSS-variables provider, which this app's theme does not use.
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '@/lib/auth-context.tsx';
import type { AuthStore } from '@/lib/auth-store.ts';
import { FeedbackProvider } from '@/lib/feedback/feedback-context.tsx';
import { ResolveHomeProvider } from '@/lib/routing/go-home.tsx';
import { useTranslation } from 'react-i18next';
import { resolveHome } from './route-table.ts';
import { themeFor } from './theme.ts';

/**
 * Theme, session, where a signed-in user's home is (the route table's guard) and feedback (snackbar, 'Please stand by')
 * around the router. The app's data cache comes later, with the first screen that reads data (lib/data-cache.tsx); a
 * test or the build's prerender gives its own here.
 */
export function Providers({ store, queryClient, children }: { store: AuthStore; queryClient?: QueryClient; children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ThemeProvider theme={themeFor(i18n.language)}>
      <CssBaseline />
      <AuthProvider store={store}>
        <ResolveHomeProvider resolveHome={resolveHome}>
          <FeedbackProvider>{queryClient ? <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> : children}</FeedbackProvider>
        </ResolveHomeProvider>
      </AuthProvider>
    </ThemeProvider>
  );
}
