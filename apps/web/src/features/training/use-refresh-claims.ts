import { useCallback } from 'react';
import { Claim, hasClaim, type UserSession } from '@boardmatch/shared';
import { refreshAccessToken } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth-context.tsx';

/** The orientation claim: set when the required course is complete (spec 2, section 4). */
export function hasCompletedOrientation(session: UserSession | null | undefined): boolean {
  return hasClaim(session?.claims, Claim.candidateThinkificEnrollmentComplete);
}

/** A new access token carries the claims as they are now; the session is reloaded with them. */
export function useRefreshClaims() {
  const store = useAuthStore();
  return useCallback(async (): Promise<UserSession | null> => {
    const body = await refreshAccessToken();
    if (!body) return null;
    return store.reloadSession();
  }, [store]);
}
