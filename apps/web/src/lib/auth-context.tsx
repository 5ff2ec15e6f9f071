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
