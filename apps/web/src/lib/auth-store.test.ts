import { describe, expect, it } from 'vitest';
import type { UserSession } from '@boardmatch/shared';
import { makeSession } from '@/test/fixtures.ts';
import { INVOLVEMENT_STORAGE_KEY, createAuthStore } from './auth-store.ts';
import type { sessionApi } from './session-api.ts';

/** A session call whose answers the test releases in any order. */
function deferredSessions() {
  const pending: ((session: UserSession) => void)[] = [];
  const calls = { getSession: () => new Promise<UserSession>((resolve) => pending.push(resolve)) } as unknown as typeof sessionApi;
  return { calls, pending };
}

describe('auth store', () => {
  it('keeps the newest session when two reloads answer out of order', async () => {
    const { calls, pending } = deferredSessions();
    const store = createAuthStore(calls, async () => null);
    const older = makeSession({ selected: 'candidate', claims: { 'candidate.read': 1 } });
    const newer = makeSession({ selected: 'candidate', claims: { 'candidate.read': 1, 'candidate-thinkific-enrollment-complete': 1 } });

    const first = store.reloadSession();
    const second = store.reloadSession();
    pending[1]!(newer);
    await second;
    pending[0]!(older);
    await first;

    expect(store.getSnapshot().session?.claims['candidate-thinkific-enrollment-complete']).toBe(1);
  });

  it('does not bring back a session that was cleared while it loaded', async () => {
    const { calls, pending } = deferredSessions();
    const store = createAuthStore({ ...calls, logout: async () => undefined } as unknown as typeof sessionApi, async () => null);
    const load = store.reloadSession();
    await store.logout();
    pending[0]!(makeSession());
    await load;
    expect(store.getSnapshot()).toEqual({ status: 'anonymous', session: null });
  });
});

describe('the involvement kept for the next first paint', () => {
  it('is the selected involvement while signed in, and forgotten once signed out', async () => {
    const calls = { getSession: async () => makeSession({ selected: 'charityRepresentative' }), logout: async () => undefined } as unknown as typeof sessionApi;
    const store = createAuthStore(calls, async () => ({ token: 't' }) as never);
    await store.ready();
    expect(window.localStorage.getItem(INVOLVEMENT_STORAGE_KEY)).toBe('charityRepresentative');
    await store.logout();
    expect(window.localStorage.getItem(INVOLVEMENT_STORAGE_KEY)).toBeNull();
  });
});
