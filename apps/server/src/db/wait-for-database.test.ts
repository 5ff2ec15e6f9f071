import { describe, expect, it } from 'vitest';
import { describeDatabase, waitForDatabase } from './wait-for-database.ts';

describe('waiting for the database at start-up', () => {
  it('tries again with growing pauses, one line each naming what it waits for, until the database answers', async () => {
    const answers = [false, false, false, true];
    const lines: string[] = [];
    const pauses: number[] = [];
    let clock = 0;
    const ok = await waitForDatabase(async () => answers.shift()!, {
      what: 'PostgreSQL at db.internal:5432',
      log: (line) => lines.push(line),
      sleep: async (ms) => {
        pauses.push(ms);
        clock += ms;
      },
      now: () => clock,
    });
    expect(ok).toBe(true);
    expect(pauses).toEqual([1000, 2000, 4000]);
    expect(lines).toEqual([
      'waiting for PostgreSQL at db.internal:5432: not reachable yet, trying again in 1 s',
      'waiting for PostgreSQL at db.internal:5432: not reachable yet, trying again in 2 s',
      'waiting for PostgreSQL at db.internal:5432: not reachable yet, trying again in 4 s',
    ]);
  });

  it('gives up after the total wait, pausing at most 30 seconds at a time', async () => {
    const pauses: number[] = [];
    let clock = 0;
    const ok = await waitForDatabase(async () => false, { what: 'x', log: () => {}, sleep: async (ms) => void pauses.push((clock += ms) && ms), now: () => clock });
    expect(ok).toBe(false);
    expect(Math.max(...pauses)).toBe(30_000);
    expect(clock).toBe(5 * 60_000);
  });

  it('names the host and port of DATABASE_URL, never its user or password', () => {
    expect(describeDatabase('postgres://app:s3cret@db.internal:6543/boardmatch')).toBe('PostgreSQL at db.internal:6543');
    expect(describeDatabase('postgres://app:s3cret@db.internal/boardmatch')).toBe('PostgreSQL at db.internal:5432');
    expect(describeDatabase(undefined)).toBe('the embedded database');
  });
});
