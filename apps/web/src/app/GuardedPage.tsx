import { Suspense, type ComponentType } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GuardLoaderData } from './guard-loader.ts';
import { lazyComponent } from '@/lib/lazy-component.ts';

// Rarely shown: not in the start-up code.
const NotAllowed = lazyComponent(() => import('./NotAllowed.tsx').then((m) => m.NotAllowed), 'NotAllowed').Component;

function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

/** A page behind the route guard: the lazily loaded screen, or the 'not allowed' state on a refused first load. */
export function GuardedPage({ page: Page }: { page: ComponentType }) {
  const data = useLoaderData() as GuardLoaderData | undefined;
  if (data?.notAllowed) {
    return (
      <Suspense fallback={<PageLoading />}>
        <NotAllowed />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
