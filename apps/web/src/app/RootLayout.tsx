import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { AppDialogsProvider } from './dialogs/AppDialogsProvider.tsx';
import { FORCE_REROUTE } from '@/lib/routing/paths.ts';
import type { RouteDefinition } from './route-table.ts';
import { ShellFrame } from './shell/lazy-shell.ts';
import { DataCacheProvider } from '@/lib/data-cache.tsx';

/** Removes forceReroute from the address once the page has loaded. */
function useRemoveForceReroute() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(FORCE_REROUTE)) return;
    params.delete(FORCE_REROUTE);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, state: location.state });
  }, [location, navigate]);
}

/** The shell and the data cache around every route; /login is bare (its dialogs bring the cache) and debug mode hides
 * the header. */
export function RootLayout() {
  const matches = useMatches();
  const route = matches[matches.length - 1]?.handle as RouteDefinition | undefined;
  useRemoveForceReroute();
  return (
    <AppDialogsProvider>
      {route?.bare ? (
        <Outlet />
      ) : (
        <Suspense fallback={null}>
          <DataCacheProvider>
            <ShellFrame hideHeader={route?.hideHeader}>
              <Outlet />
            </ShellFrame>
          </DataCacheProvider>
        </Suspense>
      )}
    </AppDialogsProvider>
  );
}
