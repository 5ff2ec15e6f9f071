import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession } from '@/test/fixtures.ts';
import { mockApi } from '@/test/mock-api.ts';
import { setAccessToken } from './access-token.ts';
import { api } from './api-client.ts';
import { earlyReadKey, type EarlyRead } from './early-answer.ts';
import { sessionApi } from './session-api.ts';

type Holder = { boardMatchEarlyReads?: Promise<Record<string, Promise<EarlyRead | undefined>>> };
const holder = window as Holder;
const answered = (token: string, body: unknown, status = 200, at = Date.now()): Promise<EarlyRead> =>
  Promise.resolve({ token, status, type: 'application/json; charset=utf-8', body: JSON.stringify(body), at });
/** The reads a painted page's head asked for, as it leaves them on window. */
const early = (reads: Record<string, Promise<EarlyRead | undefined>>) => {
  holder.boardMatchEarlyReads = Promise.resolve(reads);
};
const sessionKey = earlyReadKey('GET', '/api/users/session', 'en', undefined);
const boardQuery = { Pagination: { Page: 1, ItemsPerPage: 1 } };
const boardKey = earlyReadKey('POST', '/api/charities/9/mandates/read', 'en', JSON.stringify(boardQuery));
const offContract = 'only where the answer comes from is read here';

describe('the reads a painted page asked for early', () => {
  afterEach(() => {
    delete holder.boardMatchEarlyReads;
    setAccessToken(null);
    vi.useRealTimers();
  });

  it('are taken once, for the token they were asked with, instead of asking again', async () => {
    const mock = mockApi({
      'GET /api/users/session': { status: 200, body: makeSession({ firstName: 'Second' }) },
      'POST /api/charities/9/mandates/read': { status: 200, body: { from: 'api' }, offContract },
    });
    setAccessToken('t1');
    early({ [sessionKey]: answered('t1', makeSession({ firstName: 'Early' })), [boardKey]: answered('t1', { from: 'head' }) });
    expect((await sessionApi.getSession()).user.userInformation.firstName).toBe('Early');
    expect(await api.post('/api/charities/9/mandates/read', boardQuery)).toEqual({ from: 'head' });
    expect(mock.calls).toEqual([]);
    expect((await sessionApi.getSession()).user.userInformation.firstName).toBe('Second');
    expect(await api.post('/api/charities/9/mandates/read', boardQuery)).toEqual({ from: 'api' });
    expect(mock.calls).toHaveLength(2);
  });

  it('are not taken for another token, another body or language, a refusal, a failure, nor once old', async () => {
    const mock = mockApi({ 'GET /api/users/session': { status: 200, body: makeSession({ firstName: 'Asked' }) } });
    setAccessToken('t2');
    const asked = async () => (await sessionApi.getSession()).user.userInformation.firstName;
    early({ [sessionKey]: answered('t1', makeSession({ firstName: 'Early' })) });
    expect(await asked()).toBe('Asked');
    early({ [earlyReadKey('GET', '/api/users/session', 'fr', undefined)]: answered('t2', makeSession({ firstName: 'Early' })) });
    expect(await asked()).toBe('Asked');
    early({ [sessionKey]: answered('t2', { code: 'UNAUTHORIZED', message: 'Unauthorized', issues: [] }, 401) });
    expect(await asked()).toBe('Asked');
    early({ [sessionKey]: Promise.resolve(undefined) });
    expect(await asked()).toBe('Asked');
    early({ [sessionKey]: answered('t2', makeSession({ firstName: 'Early' }), 200, Date.now() - 61_000) });
    expect(await asked()).toBe('Asked');
    holder.boardMatchEarlyReads = Promise.reject(new TypeError('Failed to fetch'));
    expect(await asked()).toBe('Asked');
    expect(mock.calls).toHaveLength(6);
  });

  it('are not taken without a token, and are all dropped once a change is sent, but for the saved last state', async () => {
    const mock = mockApi({
      'POST /api/charities/9/mandates/read': { status: 200, body: { from: 'api' }, offContract },
      'POST /api/charities/mandates': { status: 200, body: { id: 1 }, offContract },
      'PUT /api/users/state': { status: 204 },
    });
    early({ [boardKey]: answered('t1', { from: 'head' }) });
    expect(await api.post('/api/charities/9/mandates/read', boardQuery)).toEqual({ from: 'api' });
    setAccessToken('t1');
    await api.put('/api/users/state', { lastState: '/charity-board' });
    expect(holder.boardMatchEarlyReads).toBeDefined();
    await api.post('/api/charities/mandates', { positionId: 1 });
    expect(await api.post('/api/charities/9/mandates/read', boardQuery)).toEqual({ from: 'api' });
    expect(holder.boardMatchEarlyReads).toBeUndefined();
    expect(mock.calls).toHaveLength(4);
  });
});
