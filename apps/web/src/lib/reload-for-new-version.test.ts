import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadForNewVersion } from './reload-for-new-version.ts';

function fakeWindow() {
  const target = new EventTarget() as unknown as Window;
  const reload = vi.fn();
  const storage = new Map<string, string>();
  Object.assign(target, {
    location: { reload },
    sessionStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
  });
  return { target, reload };
}

const failedLoad = () => new Event('vite:preloadError', { cancelable: true });

describe('reloadForNewVersion', () => {
  afterEach(() => vi.useRealTimers());

  it("reloads once when a script of the page's version is gone, and lets a second failure through to the error screen", () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z') });
    const { target, reload } = fakeWindow();
    reloadForNewVersion(target);
    const first = failedLoad();
    target.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    // The reloaded page fails again at once: no reload loop, the error is not swallowed.
    vi.advanceTimersByTime(5_000);
    const second = failedLoad();
    target.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
    // Much later (another new version): once more.
    vi.advanceTimersByTime(120_000);
    target.dispatchEvent(failedLoad());
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload without storage, where it could not tell a loop', () => {
    const target = new EventTarget() as unknown as Window;
    const reload = vi.fn();
    Object.assign(target, { location: { reload }, sessionStorage: { getItem: () => { throw new Error('denied'); }, setItem: () => undefined } });
    reloadForNewVersion(target);
    const event = failedLoad();
    target.dispatchEvent(event);
    expect(reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});
