import { createContext, useContext, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { UserSession } from '@boardmatch/shared';
import { useAuthStore } from '@/lib/auth-context.tsx';
import { toGuardSession, type GuardSession } from './guard.ts';
import { pendingDestination } from './pending-destination.ts';

type ResolveHome = (session: GuardSession, forceReroute?: boolean) => string;

// The app's route table is in app/, which lib/ and features/ do not import: its guard's resolveHome comes through here.
const ResolveHomeContext = createContext<ResolveHome | null>(null);

export function ResolveHomeProvider({ resolveHome, children }: { resolveHome: ResolveHome; children: ReactNode }) {
  return <ResolveHomeContext.Provider value={resolveHome}>{children}</ResolveHomeContext.Provider>;
}

/**
 * Sends someone who has just signed in (or now acts as another user) to their home: the page they asked for before
 * signing in, else the last state they may open, or
 * their involvement's landing page; with forceReroute, the page decides again (acting as a user lands on onboarding).
 */
export function useGoHome(): (session: UserSession | null, forceReroute?: boolean) => void {
  const resolveHome = useContext(ResolveHomeContext);
  if (!resolveHome) throw new Error('useGoHome needs ResolveHomeProvider');
  const store = useAuthStore();
  const navigate = useNavigate();
  return (session, forceReroute = false) => {
    const guardSession = toGuardSession(session, pendingDestination() ?? store.getLastState());
    navigate(guardSession ? resolveHome(guardSession, forceReroute) : '/');
  };
}
