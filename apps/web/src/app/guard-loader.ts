import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import type { AuthStore } from '@/lib/auth-store.ts';
import { toGuardSession } from '@/lib/routing/guard.ts';
import { keepPendingDestination, pendingDestination, reachedDestination } from '@/lib/routing/pending-destination.ts';
import { decideNavigation } from './route-table.ts';

export interface GuardLoaderData {
  /** A first load of a page whose claim is missing. */
  notAllowed: boolean;
}

export interface GuardLoaderDeps {
  store: AuthStore;
  /** The location the user is leaving; null on the first load. */
  currentLocation: () => { pathname: string; search: string } | null;
}

/**
 * Runs the route guard before a page loads: restores the session once, then allows, redirects (logging out first when
 * asked) or cancels the navigation by sending the user back where they were.
 */
export function createGuardLoader({ store, currentLocation }: GuardLoaderDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<GuardLoaderData> => {
    await store.ready();
    const url = new URL(request.url);
    const snapshot = store.getSnapshot();
    // A page asked for before signing in comes before the last saved one.
    const session = snapshot.status === 'authenticated' ? toGuardSession(snapshot.session, pendingDestination() ?? store.getLastState()) : null;
    const from = currentLocation();
    const decision = decideNavigation({ pathname: url.pathname, search: url.search, session, fromPath: from?.pathname ?? null });

    switch (decision.action) {
      case 'redirect':
        if (decision.logout) {
          await store.logout();
          keepPendingDestination(`${url.pathname}${url.search}`);
        }
        throw redirect(decision.to);
      case 'refuse':
        // Navigation cancelled: stay where you are. A first load (or the same page) shows the 'not allowed' state.
        if (from && from.pathname !== url.pathname) throw replace(`${from.pathname}${from.search}`);
        return { notAllowed: true };
      case 'allow':
        if (session) reachedDestination(`${url.pathname}${url.search}`);
        if (decision.saveLastState) store.saveLastState(decision.saveLastState);
        return { notAllowed: false };
    }
  };
}
