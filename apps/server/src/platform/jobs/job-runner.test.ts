import { afterEach, describe, expect, it } from 'vitest';
import { TestClock } from 'pg-boss';
import { openTestDatabase } from '../../../test/helpers.ts';
import { openPostgres, type Database } from '../../db/client.ts';
import { JobAlreadyRunning, JobRunner, type JobDefinition } from './job-runner.ts';

const opened: { runner: JobRunner; database?: Database }[] = [];
afterEach(async () => {
  for (const { runner, database } of opened.splice(0)) {
    await runner.stop();
    await database?.close();
  }
});

describe('the job runner', () => {
  it('runs a scheduled job when its time comes, on the test clock, and records the run', async () => {
    const database = await openTestDatabase();
    const clock = new TestClock('2027-01-05T08:59:30Z');
    let runs = 0;
    const job: JobDefinition<string> = { name: 'every-minute', cron: '* * * * *', run: async () => ({ count: ++runs }) };
    const runner = new JobRunner(database, [job], { now: () => new Date(clock.now()), bossClock: clock });
    opened.push({ runner, database });
    await runner.start();
    for (let i = 0; i < 12 && runs === 0; i++) await clock.tick(15_000);
    expect(runs).toBe(1);
    const [status] = await runner.status();
    expect(status!.lastRun).toMatchObject({ outcome: 'succeeded', summary: { count: 1 } });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server instances on one PostgreSQL database', () => {
  it('run each scheduled job once per time it comes', async () => {
    const first = await openTestDatabase();
    const second = await openPostgres(first.url!);
    const start = '2027-01-05T08:59:30Z';
    const clocks = [new TestClock(start), new TestClock(start)];
    const ran: string[] = [];
    const runners = [first, second].map((database, i) => {
      const job: JobDefinition<string> = { name: 'every-minute', cron: '* * * * *', run: async ({ now }) => (ran.push(`${i}@${now.toISOString()}`), {}) };
      return new JobRunner(database, [job], { now: () => new Date(clocks[i]!.now()), bossClock: clocks[i] });
    });
    opened.push({ runner: runners[1]!, database: second }, { runner: runners[0]!, database: first });
    for (const runner of runners) await runner.start();
    // Three minutes, both instances' clocks moved together.
    for (let s = 0; s < 180; s += 15) await Promise.all(clocks.map((c) => c.tick(15_000)));
    for (let s = 0; s < 60 && ran.length < 3; s += 15) await Promise.all(clocks.map((c) => c.tick(15_000)));
    // A run records its instance's time when it runs, which may be a tick after the minute it was scheduled for, so two
    // runs can share a minute; doubled runs show as more runs than minutes that came.
    const elapsed = (clocks[0]!.now() - new Date(start).getTime()) / 60_000;
    const minutesCome = Math.floor(elapsed + 0.5);
    expect(ran.length).toBeLessThanOrEqual(minutesCome);
    expect(ran.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ran.map((r) => r[0])).size).toBeGreaterThanOrEqual(1);
  });

  it("never runs one job twice at once: 'Run now' while it runs is refused", async () => {
    const database = await openTestDatabase();
    let release: () => void = () => {};
    let entered: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const job: JobDefinition<string> = { name: 'slow', cron: '0 3 * * *', run: async () => (entered(), await held, { done: 1 }) };
    const runner = new JobRunner(database, [job]);
    opened.push({ runner, database });
    const first = runner.run('slow', null);
    // Once the first run is working, it holds the job's lock.
    await inside;
    await expect(runner.run('slow', null)).rejects.toBeInstanceOf(JobAlreadyRunning);
    release();
    expect(await first).toMatchObject({ outcome: 'succeeded', summary: { done: 1 } });
  });
});
