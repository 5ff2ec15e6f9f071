import { afterEach, describe, expect, it, vi } from 'vitest';
import { shortLived } from './short-lived.ts';

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
