import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import source from './first-paint.js?raw';

/** Runs the painted page's head script as the page would, its tag naming the app and the scripts to preload. */
function runFirstPaint(preloads: string[]) {
  const tag = document.createElement('script');
  tag.setAttribute('data-app', '/assets/index.js');
  tag.setAttribute('data-preload', preloads.join(' '));
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => tag });
  new Function(source)();
}

/** The head script on a page at `path`, its requests answered by `fetchMock`, with real timers for their answers. */
function runFirstPaintAt(path: string, fetchMock: (url: string) => Promise<Response>) {
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
    for (const name of ['boardMatchFirstRefresh', 'boardMatchFirstSession', 'boardMatchFirstProfile', 'boardMatchFirstResetCheck']) Reflect.deleteProperty(window, name);
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

  it('asks for the check of a reset link at once, with the token from the address', async () => {
    const fetchMock = vi.fn((url: string) => Promise.resolve(new Response(url.endsWith('check-reset-password') ? 'true' : '{}', { status: url.endsWith('refresh-token') ? 401 : 200 })));
    runFirstPaintAt('/reset-password/Ab_9-z', fetchMock);
    const early = await (window as { boardMatchFirstResetCheck?: Promise<{ token: string; response: Response } | undefined> }).boardMatchFirstResetCheck;
    expect(early?.token).toBe('Ab_9-z');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/check-reset-password') as unknown as [string, RequestInit];
    expect(call[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ Token: 'Ab_9-z' }) });
  });

  it("asks for the representative's own profile on /charity-profile as soon as the session names the charity", async () => {
    const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    const fetchMock = vi.fn((url: string) => {
      if (url === '/api/auth/refresh-token') return json({ token: 't1' });
      if (url === '/api/users/session') return json({ charityRepresentative: { charityId: 5 } });
      return json({ id: 5 });
    });
    runFirstPaintAt('/charity-profile', fetchMock);
    const early = await (window as { boardMatchFirstProfile?: Promise<{ token: string; charityId: number } | undefined> }).boardMatchFirstProfile;
    expect(early).toMatchObject({ token: 't1', charityId: 5 });
    const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(url).toBe('/api/charities/5/profile');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer t1' });
  });
});
