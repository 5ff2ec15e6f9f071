import { createBrowserRouter, type RouteObject } from 'react-router';
import type { AuthStore } from '@/lib/auth-store.ts';
import { createGuardLoader } from './guard-loader.ts';
import { GuardedPage } from './GuardedPage.tsx';
import { NotFound } from './NotFound.tsx';
import { RouteError } from './RouteError.tsx';
import { pageOf } from './pages.ts';
import { RootLayout } from './RootLayout.tsx';
import { HOME_PATH } from '@/lib/routing/paths.ts';
import { ROUTES } from './route-table.ts';
import { StartupScreen } from './StartupScreen.tsx';

type Router = ReturnType<typeof createBrowserRouter>;

/** The route table as router routes: each page guarded by the same loader. */
export function createRoutes(store: AuthStore, currentLocation: () => { pathname: string; search: string } | null): RouteObject[] {
  const loader = createGuardLoader({ store, currentLocation });
  const children: RouteObject[] = ROUTES.map((def) => {
    if (def.path === HOME_PATH) return { path: HOME_PATH, loader, handle: def, element: null };
    return { path: def.path, loader, handle: def, element: <GuardedPage page={pageOf(def)} />, errorElement: <RouteError /> };
  });
  children.push({ path: '*', element: <NotFound /> });
  return [{ id: 'root', element: <RootLayout />, HydrateFallback: StartupScreen, children }];
}

/** Builds the app's router; the guard reads the location being left from the router itself. */
export function createAppRouter(store: AuthStore, create: (routes: RouteObject[]) => Router = (routes) => createBrowserRouter(routes)): Router {
  let router: Router | null = null;
  const currentLocation = () => (router && router.state.initialized ? router.state.location : null);
  router = create(createRoutes(store, currentLocation));
  return router;
}
