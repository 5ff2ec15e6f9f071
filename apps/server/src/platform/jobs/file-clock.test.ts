import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileClock } from './file-clock.ts';

afterEach(() => vi.useRealTimers());

describe('fileClock', () => {
  it('tells the real time without a file or a date in it, and runs on from a date once one is written', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T15:00:00Z') });
    const dir = mkdtempSync(path.join(tmpdir(), 'clock-'));
    const file = path.join(dir, 'clock');
    const now = fileClock(file);
    expect(now().toISOString()).toBe('2026-11-27T15:00:00.000Z');
    writeFileSync(file, 'not a date');
    expect(now().toISOString()).toBe('2026-11-27T15:00:00.000Z');
    writeFileSync(file, '2026-12-11T09:00:00Z\n');
    expect(now().toISOString()).toBe('2026-12-11T09:00:00.000Z');
    vi.advanceTimersByTime(90_000);
    expect(now().toISOString()).toBe('2026-12-11T09:01:30.000Z');
    rmSync(dir, { recursive: true });
    expect(now().toISOString()).toBe('2026-11-27T15:01:30.000Z');
  });
});
