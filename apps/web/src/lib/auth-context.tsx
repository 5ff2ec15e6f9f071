import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthSnapshot, AuthStore } from './auth-store.ts';

const AuthContext = createContext<AuthStore | null>(null);

export function AuthProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>;
}

export function useAuthStore(): AuthStore {
  const store = useContext(AuthContext);
  if (!store) throw new Error('useAuthStore needs AuthProvider');
  return store;
}

/** The current session snapshot; re-renders when it changes. */
export function useAuth(): AuthSnapshot {
  const store = useAuthStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/**
 * True only while the build paints a page before any session is known (scripts/prerender.mjs): the app itself draws a
 * page once the session has been restored. A painted page shows what the page's usual user first sees (its table as it
 * loads, the buttons their role has), so that the app's drawing over it moves nothing.
 */
export function usePaintedBeforeSession(): boolean {
  return useAuth().status === 'restoring';
}
