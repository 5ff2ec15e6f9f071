import type { InvolvementKind, UserSession } from '@boardmatch/shared';
import { setAccessToken } from './access-token.ts';
import { refreshAccessToken } from './api-client.ts';
import { changeLanguage } from './i18n.ts';
import { sessionApi } from './session-api.ts';
import { selectedInvolvement } from './selected-involvement.ts';

export type AuthStatus = 'restoring' | 'anonymous' | 'authenticated';

export interface AuthSnapshot {
  status: AuthStatus;
  session: UserSession | null;
}

export type SessionApi = typeof sessionApi;

/** Signing in as another user clears the previous user's data, then waits about 100 ms (spec 1, section 4). */
const LOGIN_AS_DELAY_MS = 100;

/** The selected involvement, kept for the next visit's first paint (first-paint.js): /search, which the server draws as
 * a visitor sees it, is hidden from a representative, whose page shows candidates first. */
export const INVOLVEMENT_STORAGE_KEY = 'boardMatch.involvement';

function rememberInvolvement(session: UserSession | null) {
  try {
    const kind = selectedInvolvement(session)?.involvement;
    if (kind) window.localStorage.setItem(INVOLVEMENT_STORAGE_KEY, kind);
    else window.localStorage.removeItem(INVOLVEMENT_STORAGE_KEY);
  } catch {
    // no storage: a representative's /search first shows as a visitor's
  }
}

/**
 * The signed-in user as the shell knows it. The access token stays in memory (access-token.ts);
 * GET /api/users/session is the source of truth for involvements, onboarding and claims.
 */
export function createAuthStore(calls: SessionApi = sessionApi, refresh: typeof refreshAccessToken = refreshAccessToken) {
  let snapshot: AuthSnapshot = { status: 'restoring', session: null };
  let restoring: Promise<void> | null = null;
  /** The last visited path, saved on the server; kept here too so '/' and /login can use it at once. */
  let lastState: string | null = null;
  const listeners = new Set<() => void>();

  function set(next: AuthSnapshot) {
    snapshot = next;
    rememberInvolvement(next.session);
    for (const listener of listeners) listener();
  }

  // Loads can overlap (a claim refresh while a save reloads the session); only the latest one started may
  // set the snapshot, or an answer made with an older token could land last and bring back old claims (or
  // bring back a session that was cleared meanwhile).
  let loadSeq = 0;

  function clear() {
    loadSeq += 1;
    setAccessToken(null);
    lastState = null;
    set({ status: 'anonymous', session: null });
  }

  async function loadSession(): Promise<UserSession> {
    const seq = ++loadSeq;
    const session = await calls.getSession();
    if (seq === loadSeq) {
      lastState = session.state.lastState;
      set({ status: 'authenticated', session });
    }
    return session;
  }

  /** Applies a new access token (sign-in, login-as) and loads the session it opens. */
  async function start(token: string): Promise<UserSession> {
    setAccessToken(token);
    try {
      return await loadSession();
    } catch (error) {
      clear();
      throw error;
    }
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    getLastState: () => lastState,

    /** Restores a session from the refresh cookie, once, on app start. */
    ready(): Promise<void> {
      restoring ??= (async () => {
        const body = await refresh();
        if (!body) return clear();
        try {
          await loadSession();
        } catch {
          clear();
        }
      })();
      return restoring;
    },

    /** POST /api/auth; throws ApiRequestError on failure (the caller shows the message). */
    async signIn(userName: string, password: string): Promise<UserSession> {
      const result = await calls.signIn(userName, password);
      if (!result.response) throw new Error(result.message);
      const session = await start(result.response.token);
      // The account's language (that of its e-mails) becomes the screen's.
      if (session.user.preferredLanguage) void changeLanguage(session.user.preferredLanguage);
      return session;
    },

    /** A staff member acts as another user with their own credentials. */
    async authenticateAs(targetUserId: number, adminUsername: string, adminPassword: string, charityId: number | null | undefined, reason: string): Promise<UserSession> {
      // The call needs the staff member's own session; only then is their data cleared, with a short pause.
      const body = await calls.authenticateAs(targetUserId, adminUsername, adminPassword, charityId, reason);
      clear();
      await new Promise((resolve) => setTimeout(resolve, LOGIN_AS_DELAY_MS));
      return start(body.token);
    },

    reloadSession: loadSession,

    /** Selects an involvement: the server records it, a refreshed token carries the new claims, the session is reloaded. */
    async switchInvolvement(involvement: InvolvementKind, charityId?: number | null): Promise<UserSession> {
      await calls.switchInvolvement(involvement, charityId);
      const body = await refresh();
      if (!body) {
        clear();
        throw new Error('refresh failed');
      }
      return loadSession();
    },

    /** Saves the last visited path; a failure is not the user's concern. */
    saveLastState(path: string) {
      if (snapshot.status !== 'authenticated' || path === lastState) return;
      lastState = path;
      calls.saveLastState(path).catch(() => undefined);
    },

    /** Ends the session here and on the server (which clears the refresh cookie). */
    async logout(): Promise<void> {
      clear();
      await calls.logout().catch(() => undefined);
    },

    /** Forget the session locally (the server already refused it). */
    clear,
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
