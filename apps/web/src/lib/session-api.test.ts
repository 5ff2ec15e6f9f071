import { afterEach, describe, expect, it } from 'vitest';
import { makeSession } from '@/test/fixtures.ts';
import { mockApi } from '@/test/mock-api.ts';
import { setAccessToken } from './access-token.ts';
import { sessionApi } from './session-api.ts';

type Holder = { boardMatchFirstSession?: Promise<{ token: string; response: Response } | undefined> };
const holder = window as Holder;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the session a painted page asked for early', () => {
  afterEach(() => {
    delete holder.boardMatchFirstSession;
    setAccessToken(null);
  });

  it('is taken once, for the token it was asked with, instead of asking again', async () => {
    const mock = mockApi({ 'GET /api/users/session': { status: 200, body: makeSession({ firstName: 'Second' }) } });
    setAccessToken('t1');
    holder.boardMatchFirstSession = Promise.resolve({ token: 't1', response: json(makeSession({ firstName: 'Early' })) });
    expect((await sessionApi.getSession()).user.userInformation.firstName).toBe('Early');
    expect(mock.calls).toEqual([]);
    expect((await sessionApi.getSession()).user.userInformation.firstName).toBe('Second');
    expect(mock.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/users/session']);
  });

  it('is not taken when the app holds another token, nor when it failed', async () => {
    const mock = mockApi({ 'GET /api/users/session': { status: 200, body: makeSession({ firstName: 'Asked' }) } });
    setAccessToken('t2');
    holder.boardMatchFirstSession = Promise.resolve({ token: 't1', response: json(makeSession({ firstName: 'Early' })) });
    expect((await sessionApi.getSession()).user.userInformation.firstName).toBe('Asked');
    holder.boardMatchFirstSession = Promise.resolve({ token: 't2', response: json({ code: 'UNAUTHORIZED', message: 'Unauthorized', issues: [] }, 401) });
    expect((await sessionApi.getSession()).user.userInformation.firstName).toBe('Asked');
    holder.boardMatchFirstSession = Promise.reject(new TypeError('Failed to fetch'));
    expect((await sessionApi.getSession()).user.userInformation.firstName).toBe('Asked');
    expect(mock.calls).toHaveLength(3);
  });
});
