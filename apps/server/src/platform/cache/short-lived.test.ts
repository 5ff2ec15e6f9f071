import { afterEach, describe, expect, it, vi } from 'vitest';
import { shortLived, shortLivedByKey } from './short-lived.ts';

afterEach(() => vi.useRealTimers());

describe('shortLived', () => {
  it('keeps an answer per database for its time, then loads it again', async () => {
    vi.useFakeTimers();
    let loads = 0;
    const cities = shortLived(30_000, async (db: { name: string }) => `${db.name} ${++loads}`);
    const a = { name: 'a' };
    const b = { name: 'b' };
    expect(await cities(a)).toBe('a 1');
    expect(await cities(a)).toBe('a 1');
    expect(await cities(b)).toBe('b 2');
    vi.advanceTimersByTime(30_001);
    expect(await cities(a)).toBe('a 3');
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const list = shortLived(30_000, async () => {
      if (fail) throw new Error('down');
      return 'ok';
    });
    const db = {};
    await expect(list(db)).rejects.toThrow('down');
    fail = false;
    expect(await list(db)).toBe('ok');
  });
});

describe('shortLivedByKey', () => {
  it('keeps an answer per key for its time, shares a load in flight, keeps at most so many keys, and no failure', async () => {
    vi.useFakeTimers();
    let loads = 0;
    let fail = false;
    const page = shortLivedByKey(10_000, 2, async (key: string) => {
      loads += 1;
      if (fail) throw new Error('down');
      return `${key} ${loads}`;
    });
    const [first, second] = await Promise.all([page('a'), page('a')]);
    expect([first, second]).toEqual(['a 1', 'a 1']);
    expect(await page('b')).toBe('b 2');
    expect(await page('c')).toBe('c 3');
    // 'a' was the oldest of three keys with room for two.
    expect(await page('a')).toBe('a 4');
    vi.advanceTimersByTime(10_001);
    fail = true;
    await expect(page('a')).rejects.toThrow('down');
    fail = false;
    expect(await page('a')).toBe('a 6');
  });
});
