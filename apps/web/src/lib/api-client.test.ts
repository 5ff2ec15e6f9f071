import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiFetch, refreshAccessToken, setSessionExpiredHandler } from './api-client.ts';
import { getAccessToken, setAccessToken } from './access-token.ts';
import { ApiRequestError } from './api-error.ts';
import { mockApi, noSession, sessionBody } from '@/test/mock-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessToken(null);
  setSessionExpiredHandler(() => {});
});

const authHeader = (init: RequestInit | undefined) => (init?.headers as Record<string, string> | undefined)?.Authorization;

describe('once-only POSTs', () => {
  const keyOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];

  it('sends an Idempotency-Key with each changing POST, the same one for the same request sent while it runs', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const mock = mockApi({ 'POST /api/things': async () => (await held, { status: 201, body: { id: 1 } }) });
    const twice = [api.post('/api/things', { a: 1 }), api.post('/api/things', { a: 1 })];
    const other = api.post('/api/things', { a: 2 });
    release();
    await Promise.all([...twice, other]);
    const keys = mock.fetchMock.mock.calls.map(([, init]) => keyOf(init));
    expect(keys[0]).toMatch(/^[\x21-\x7e]{8,200}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    await api.post('/api/things', { a: 1 });
    expect(keyOf(mock.fetchMock.mock.calls[3][1])).not.toBe(keys[0]);
  });

  it('keeps the key for the retry after a refresh, and sends none with reads, lists and sign-in', async () => {
    let first = true;
    const mock = mockApi({
      'POST /api/things': () => (first ? ((first = false), noSession) : { status: 201, body: {} }),
      'POST /api/auth/refresh-token': { status: 200, body: sessionBody('t2') },
      'POST /api/things/read': { status: 200, body: {}, offContract: 'only the request headers matter here' },
    });
    setAccessToken('expired');
    await api.post('/api/things', { a: 1 });
    await api.post('/api/things/read', {});
    const sent = mock.fetchMock.mock.calls.map(([url, init]) => [String(url), keyOf(init)]);
    expect(sent[0]![1]).toBeTruthy();
    expect(sent[2]).toEqual(['/api/things', sent[0]![1]]);
    expect(sent[1]![1]).toBeUndefined();
    expect(sent[3]![1]).toBeUndefined();
  });
});

describe('apiRequest', () => {
  it('sends the bearer token and JSON', async () => {
    const mock = mockApi({ 'POST /api/things': { status: 200, body: { ok: 1 } } });
    setAccessToken('t1');
    await expect(api.post('/api/things', { a: 1 })).resolves.toEqual({ ok: 1 });
    const [, init] = mock.fetchMock.mock.calls[0];
    expect(authHeader(init)).toBe('Bearer t1');
    expect(init?.body).toBe('{"a":1}');
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    let first = true;
    const mock = mockApi({
      'GET /api/things': () => {
        if (first) {
          first = false;
          return noSession;
        }
        return { status: 200, body: [1] };
      },
      'POST /api/auth/refresh-token': { status: 200, body: sessionBody('t2') },
    });
    setAccessToken('expired');
    await expect(api.get('/api/things')).resolves.toEqual([1]);
    expect(mock.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/things', 'POST /api/auth/refresh-token', 'GET /api/things']);
    expect(authHeader(mock.fetchMock.mock.calls[2][1])).toBe('Bearer t2');
    expect(getAccessToken()).toBe('t2');
    // The first 401 is read to its end, so that the browser can close its request.
    expect(((await mock.fetchMock.mock.results[0]!.value) as Response).bodyUsed).toBe(true);
  });

  it('refreshes with the cookie alone: no body, same-origin credentials, and only the access token is kept', async () => {
    const mock = mockApi({ 'POST /api/auth/refresh-token': { status: 200, body: { ...sessionBody('t3'), refreshToken: 'leaked' }, offContract: 'a refresh token must never reach the script' } });
    const body = await refreshAccessToken();
    const [, init] = mock.fetchMock.mock.calls[0];
    expect(init?.body).toBeUndefined();
    expect(init?.credentials).toBe('same-origin');
    expect(getAccessToken()).toBe('t3');
    expect(body).not.toHaveProperty('refreshToken');
    expect(JSON.stringify(localStorage) + JSON.stringify(sessionStorage)).not.toContain('leaked');
  });

  it('takes the refresh a painted page already asked for, once, instead of asking again', async () => {
    const mock = mockApi({ 'POST /api/auth/refresh-token': { status: 200, body: sessionBody('t5') } });
    const holder = window as { boardMatchFirstRefresh?: Promise<Response> };
    holder.boardMatchFirstRefresh = Promise.resolve(new Response(JSON.stringify(sessionBody('t4')), { status: 200, headers: { 'content-type': 'application/json' } }));
    await refreshAccessToken();
    expect(getAccessToken()).toBe('t4');
    expect(mock.calls).toEqual([]);
    await refreshAccessToken();
    expect(getAccessToken()).toBe('t5');
    expect(mock.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/auth/refresh-token']);
  });

  it('reads a refused refresh to its end, so that the browser can close its request', async () => {
    mockApi({});
    const refused = new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: 'Your session has expired. Please sign in again.', issues: [] }), { status: 401 });
    (window as { boardMatchFirstRefresh?: Promise<Response> }).boardMatchFirstRefresh = Promise.resolve(refused);
    await expect(refreshAccessToken()).resolves.toBeNull();
    expect(refused.bodyUsed).toBe(true);
    expect(getAccessToken()).toBeNull();
  });

  it('asks for the refresh itself when the painted page’s request found no server', async () => {
    const mock = mockApi({ 'POST /api/auth/refresh-token': { status: 200, body: sessionBody('t6') } });
    (window as { boardMatchFirstRefresh?: Promise<Response> }).boardMatchFirstRefresh = Promise.reject(new TypeError('Failed to fetch'));
    await refreshAccessToken();
    expect(getAccessToken()).toBe('t6');
    expect(mock.calls).toHaveLength(1);
  });

  it('declares the session expired when the refresh fails, without a second retry', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    const mock = mockApi({ 'GET /api/things': noSession, 'POST /api/auth/refresh-token': noSession });
    setAccessToken('expired');
    await expect(api.get('/api/things')).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(expired).toHaveBeenCalledOnce();
    expect(mock.calls).toHaveLength(2);
    expect(getAccessToken()).toBeNull();
  });

  it('does not refresh on a 401 from the authentication calls (wrong credentials)', async () => {
    const mock = mockApi({ 'POST /api/auth': { status: 401, body: { error: true, message: 'Username or Password is incorrect', response: null, code: 'X', issues: [] } } });
    const error = await api.post('/api/auth', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ kind: 'http', status: 401, message: 'Username or Password is incorrect', code: 'X' });
    expect(mock.calls).toHaveLength(1);
  });

  it('gives a multipart upload the same refresh, retry and expiry as a JSON call, with a fresh body for the retry', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    const mock = mockApi({ 'POST /api/upload': noSession, 'POST /api/auth/refresh-token': noSession });
    setAccessToken('expired');
    const build = vi.fn(() => ({ method: 'POST', body: new FormData() }));
    await expect(apiFetch('/api/upload', build)).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(expired).toHaveBeenCalledOnce();
    expect(mock.calls).toHaveLength(2);
  });

  it('tells an unreachable server from a request that was never sent', async () => {
    mockApi({ 'GET /api/down': 'network-error', 'GET /api/gateway': { status: 502 } });
    await expect(api.get('/api/down')).rejects.toMatchObject({ kind: 'unreachable' });
    await expect(api.get('/api/gateway')).rejects.toMatchObject({ kind: 'unreachable' });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    await expect(api.post('/api/x', circular)).rejects.toMatchObject({ kind: 'not-sent' });
  });
});
