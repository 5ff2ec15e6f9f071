import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { MandateFilter } from '@boardmatch/shared';
import source from './first-paint.js?raw';
import { waitingForReplyOptions } from '@/features/applications/api/find-applications.ts';
import { boardMembersQueries, mandatesOptions } from '@/features/board/api/find-mandates.ts';
import { charityProfileOptions } from '@/features/search/api/get-charity-profile.ts';
import { checkResetToken } from '@/lib/api/check-reset-token.ts';
import { prefetchFirstPageData } from '@/app/first-page-data.ts';
import { setAccessToken } from '@/lib/access-token.ts';
import { clearDataCache } from '@/lib/data-cache.tsx';
import { sessionApi } from '@/lib/session-api.ts';
import { makeSession } from '@/test/fixtures.ts';
import { mockApi, noSession } from '@/test/mock-api.ts';

/** Runs the painted page's head script as the page would, its tag naming the app and the scripts to preload. */
function runFirstPaint(preloads: string[]) {
  const tag = document.createElement('script');
  tag.setAttribute('data-app', '/assets/index.js');
  tag.setAttribute('data-preload', preloads.join(' '));
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => tag });
  new Function(source)();
}

/** The head script on a page at `path`, its requests answered by `fetchMock`, with real timers for their answers. */
function runFirstPaintAt(path: string, fetchMock: (url: string, init?: RequestInit) => Promise<Response>) {
  vi.stubGlobal('fetch', fetchMock);
  window.history.pushState({}, '', path);
  runFirstPaint([]);
  vi.useRealTimers();
}

const preloadLinks = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;

describe('first-paint.js', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    Reflect.deleteProperty(document, 'currentScript');
    window.history.pushState({}, '', '/');
    setAccessToken(null);
    for (const name of ['boardMatchFirstRefresh', 'boardMatchEarlyReads']) Reflect.deleteProperty(window, name);
  });

  it('asks for the app, then for its other scripts two per task', () => {
    runFirstPaint(['/a.js', '/b.js', '/c.js', '/d.js', '/e.js']);
    // jsdom reports no paint: the app is asked for after the next frame.
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextTimer();
    expect(document.head.querySelector('script[src="/assets/index.js"]')).not.toBeNull();
    expect(preloadLinks()).toBe(2);
    vi.advanceTimersToNextTimer();
    expect(preloadLinks()).toBe(4);
    vi.advanceTimersToNextTimer();
    expect(preloadLinks()).toBe(5);
    expect([...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'))).toEqual(['/a.js', '/b.js', '/c.js', '/d.js', '/e.js']);
  });

  it('asks for the check of a reset link at once, with the token from the address and no session, which the app takes', async () => {
    const api = mockApi({
      'POST /api/auth/refresh-token': noSession,
      'POST /api/auth/check-reset-password': { status: 200, body: true },
    });
    runFirstPaintAt('/reset-password/Ab_9-z', api.fetchMock);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/auth/refresh-token', 'POST /api/auth/check-reset-password']);
    const [, init] = api.fetchMock.mock.calls[1]!;
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ Token: 'Ab_9-z' }) });
    expect(init?.headers).not.toHaveProperty('Authorization');
    await (window as { boardMatchEarlyReads?: Promise<unknown> }).boardMatchEarlyReads;
    expect(await checkResetToken('Ab_9-z')).toBe(true);
    expect(api.calls).toHaveLength(2);
  });

  it("asks on /charity-profile for the reads the app's first view makes, which the app then takes instead of asking", async () => {
    const session = makeSession({ selected: 'charityRepresentative' });
    const charityId = session.charityRepresentative!.charityId;
    const offContract = 'only where the answer comes from is read here';
    const api = mockApi({
      'POST /api/auth/refresh-token': { status: 200, body: { token: 't1' }, offContract },
      'GET /api/users/session': { status: 200, body: session },
      [`GET /api/charities/${charityId}/profile`]: { status: 200, body: { from: 'head' }, offContract },
      'POST /api/candidates/applications/read': { status: 200, body: { from: 'head' }, offContract },
      [`POST /api/charities/${charityId}/mandates/read`]: (call) => ({ status: 200, body: { from: 'head', query: call.body }, offContract }),
    });
    runFirstPaintAt('/charity-profile', api.fetchMock);
    await (window as { boardMatchEarlyReads?: Promise<unknown> }).boardMatchEarlyReads;
    const asked = api.calls.map((call) => `${call.method} ${call.path}`);
    expect(asked).toEqual([
      'POST /api/auth/refresh-token',
      'GET /api/users/session',
      `GET /api/charities/${charityId}/profile`,
      'POST /api/candidates/applications/read',
      `POST /api/charities/${charityId}/mandates/read`,
      `POST /api/charities/${charityId}/mandates/read`,
    ]);
    const [, init] = api.fetchMock.mock.calls.at(-1)!;
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer t1', 'Accept-Language': 'en' });

    // The app, once its script has run, with the token of the same refresh.
    setAccessToken('t1');
    expect((await sessionApi.getSession()).user.id).toBe(session.user.id);
    const client = new QueryClient();
    const board = boardMembersQueries(MandateFilter.current);
    const answers = await Promise.all([
      client.fetchQuery(charityProfileOptions(charityId, true)),
      client.fetchQuery(waitingForReplyOptions(charityId)),
      client.fetchQuery(mandatesOptions(charityId, board.anyone)),
      client.fetchQuery(mandatesOptions(charityId, board.members)),
    ]);
    expect(answers.map((answer) => (answer as unknown as { from: string }).from)).toEqual(['head', 'head', 'head', 'head']);
    expect(api.calls).toHaveLength(asked.length);
  });

  it("asks on a course's page for the course, then for the lesson it opens at, which the app's first data then takes", async () => {
    const offContract = 'only where the answer comes from is read here';
    const lessons = [
      { key: 'a', completed: true },
      { key: 'b', completed: false },
      { key: 'c d', completed: false },
    ];
    const api = mockApi({
      'POST /api/auth/refresh-token': { status: 200, body: { token: 't1' }, offContract },
      'GET /api/users/session': { status: 200, body: makeSession({ selected: 'candidate' }) },
      'GET /api/academy/courses/7': { status: 200, body: { id: 7, lessons }, offContract },
      'GET /api/academy/courses/7/lessons/c%20d': { status: 200, body: { key: 'c d' }, offContract },
    });
    runFirstPaintAt('/academy/7?lesson=c%20d', api.fetchMock);
    // The head alone: the lesson the address names is asked for once the course has answered.
    await vi.waitFor(() =>
      expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
        'POST /api/auth/refresh-token',
        'GET /api/users/session',
        'GET /api/academy/courses/7',
        'GET /api/academy/courses/7/lessons/c%20d',
      ]),
    );
    // The app's start: its session, then the page's first data, all taken from the head's answers.
    setAccessToken('t1');
    const session = await sessionApi.getSession();
    await prefetchFirstPageData({ pathname: '/academy/7', search: '?lesson=c%20d' }, session);
    expect(api.calls).toHaveLength(4);
    clearDataCache();
  });

  it('asks for no page reads on /charity-profile for another charity, nor without a session', async () => {
    const api = mockApi({ 'POST /api/auth/refresh-token': noSession });
    runFirstPaintAt('/charity-profile', api.fetchMock);
    expect(await (window as { boardMatchEarlyReads?: Promise<object> }).boardMatchEarlyReads).toEqual({});
    expect(api.calls).toHaveLength(1);
    const session = makeSession({ selected: 'charityRepresentative' });
    const other = mockApi({ 'POST /api/auth/refresh-token': { status: 200, body: { token: 't1' }, offContract: 'the token alone is read' }, 'GET /api/users/session': { status: 200, body: session } });
    runFirstPaintAt('/charity-profile?chid=12', other.fetchMock);
    await (window as { boardMatchEarlyReads?: Promise<unknown> }).boardMatchEarlyReads;
    expect(other.calls.map((call) => call.path)).toEqual(['/api/auth/refresh-token', '/api/users/session']);
  });
});
