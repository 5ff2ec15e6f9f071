import type { ComponentType } from 'react';
import { allTextsLoaded } from '@/lib/i18n.ts';
import { lazyComponent } from '@/lib/lazy-component.ts';
import { findRoute, ROUTES, type PageModule, type RouteDefinition } from './route-table.ts';

/** A screen and every English text (only /login's come with the start-up code). */
function withAllTexts(load: PageModule): PageModule {
  return () => Promise.all([load(), allTextsLoaded()]).then(([page]) => page);
}

/** Each route's page as a component that downloads its chunk when first drawn or preloaded. */
const SCREENS = new Map(
  ROUTES.flatMap(({ path, page }) => (page ? [[path, lazyComponent(() => (path === '/login' ? page : withAllTexts(page))().then((module) => module.default), `Page(${path})`)] as const] : [])),
);

/** The route's page; throws for a route without one. */
export function pageOf(route: RouteDefinition): ComponentType {
  const screen = SCREENS.get(route.path);
  if (!screen) throw new Error(`No page for ${route.path}`);
  return screen.Component;
}

/** Starts downloading the screen of this address, so it arrives while the session is being restored. */
export function preloadPage(pathname: string): Promise<unknown> {
  const route = findRoute(pathname);
  const screen = route && SCREENS.get(route.path);
  return screen ? screen.preload().catch(() => undefined) : Promise.resolve();
}
