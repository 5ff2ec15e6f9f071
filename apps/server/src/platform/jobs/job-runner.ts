import { desc, inArray, sql } from 'drizzle-orm';
import type { ScheduledJobName } from '@boardmatch/shared';
import { CronExpressionParser } from 'cron-parser';
import { PgBoss, fromPglite, type Clock } from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type { Database, Db } from '../../db/client.ts';
import { scheduledJobRuns } from '../../db/schema/index.ts';
import { loggableDatabaseError } from '../errors/db-errors.ts';
import { ThrottledLog } from '../logging/error-log.ts';

/** The time zone schedules are written in: the program's office hours. */
export const SCHEDULE_TIME_ZONE = 'America/Toronto';

/** A job the runner schedules: its name (one of the product's, ScheduledJobName), when it runs and its work. */
export interface JobDefinition<Name extends string = ScheduledJobName> {
  /** The job's name: a queue name and the key of its words in the staff admin page. */
  name: Name;
  /** When it runs (cron, in SCHEDULE_TIME_ZONE). */
  cron: string;
  /** Does the work inside one transaction; returns what it did, as counts. */
  run(context: { db: Db; now: Date }): Promise<Record<string, number>>;
}

export interface JobRun {
  startedAt: Date;
  finishedAt: Date | null;
  outcome: 'succeeded' | 'failed' | null;
  summary: Record<string, number> | null;
}

export interface JobStatus {
  name: string;
  lastRun: JobRun | null;
  nextRun: Date;
}

export class JobAlreadyRunning extends Error {
  constructor(name: string) {
    super(`job ${name} is already running`);
  }
}

export interface JobRunnerOptions {
  /** The product's clock: the time a job works from. Tests move it instead of sleeping. */
  now?: () => Date;
  /** pg-boss's own clock (its polls and schedule ticks); a TestClock in the test of several instances. */
  bossClock?: Clock;
  /** One line per distinct failure: a job's error message, never a record's data. */
  log?: (line: string) => void;
}

/**
 * Runs the scheduled jobs on the product's own database through pg-boss: a schedule fires once across all server
 * instances, on PostgreSQL and on the embedded database alike. Each run (scheduled or 'Run now') holds a lock named
 * after its job, so two never overlap, and is recorded in scheduled_job_runs.
 */
export class JobRunner {
  private boss: PgBoss | null = null;
  private readonly now: () => Date;
  private readonly log: (line: string) => void;
  private readonly throttle = new ThrottledLog(60_000);

  constructor(
    private readonly database: Database,
    readonly jobs: readonly JobDefinition<string>[],
    private readonly options: JobRunnerOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    const log = options.log ?? (() => {});
    // One line per distinct trouble a minute: a database outage fails every poll the same way.
    this.log = (line) => {
      const left = this.throttle.admit(line);
      if (left !== null) log(left ? `${line} (${left} more like it left out)` : line);
    };
  }

  job(name: string): JobDefinition<string> | undefined {
    return this.jobs.find((j) => j.name === name);
  }

  /** Installs pg-boss's tables (schema pgboss) if needed, schedules every job and starts working the queues. */
  async start(): Promise<void> {
    if (this.boss) return;
    const pglite = (this.database as { pglite?: PGlite }).pglite;
    const common = { schema: 'pgboss', clock: this.options.bossClock, instanceName: 'boardmatch' };
    const boss =
      this.database.kind === 'pglite' && pglite
        ? new PgBoss({ ...common, db: fromPglite(pglite), backend: 'pglite' })
        : new PgBoss({ ...common, connectionString: this.database.url, max: 2 });
    // pg-boss reports its own trouble (a lost connection, a slow query) as events: one line, no data.
    boss.on('error', (err: Error) => {
      const database = loggableDatabaseError(err);
      this.log(`job runner: ${database ? `database error ${database.code ?? ''}: ${database.message}` : err.message.split('\n')[0]}`);
    });
    await boss.start();
    for (const job of this.jobs) {
      await boss.createQueue(job.name);
      await boss.schedule(job.name, job.cron, null, { tz: SCHEDULE_TIME_ZONE });
      await boss.work(job.name, async () => {
        try {
          await this.run(job.name, null);
        } catch (err) {
          // Already running elsewhere ('Run now' at the same minute): this tick has nothing to do.
          if (!(err instanceof JobAlreadyRunning)) throw err;
        }
      });
    }
    this.boss = boss;
  }

  async stop(): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    await boss?.stop({ graceful: true, timeout: 5000 });
  }

  /**
   * Runs a job now and records the run. One run of a job at a time across every instance: a second caller gets
   * JobAlreadyRunning. The work and its record commit together; a failed run is recorded with the error's message.
   */
  async run(name: string, startedByUserId: number | null): Promise<JobRun> {
    const job = this.job(name);
    if (!job) throw new Error(`unknown job ${name}`);
    const db = this.database.db;
    const startedAt = this.now();
    try {
      return await db.transaction(async (tx) => {
        const locked = await tryLock(tx as unknown as Db, name);
        if (!locked) throw new JobAlreadyRunning(name);
        const summary = await job.run({ db: tx as unknown as Db, now: startedAt });
        const finishedAt = this.now();
        await tx.insert(scheduledJobRuns).values({ job: name, startedAt, finishedAt, outcome: 'succeeded', summary, startedByUserId });
        return { startedAt, finishedAt, outcome: 'succeeded' as const, summary };
      });
    } catch (err) {
      if (err instanceof JobAlreadyRunning) throw err;
      // Never the SQL's parameters: a database error by its code and the driver's words only.
      const database = loggableDatabaseError(err);
      const message = database ? `database error ${database.code ?? ''}: ${database.message}`.trim() : err instanceof Error ? err.message.split('\n')[0]!.slice(0, 300) : 'failed';
      this.log(`scheduled job ${name} failed: ${message}`);
      const finishedAt = this.now();
      await db.insert(scheduledJobRuns).values({ job: name, startedAt, finishedAt, outcome: 'failed', error: message, startedByUserId });
      return { startedAt, finishedAt, outcome: 'failed', summary: null };
    }
  }

  /** Every job with its last run and its next scheduled time. */
  async status(): Promise<JobStatus[]> {
    const now = this.now();
    // The last run of each job, in one query.
    const lastRuns = this.jobs.length
      ? await this.database.db
          .selectDistinctOn([scheduledJobRuns.job], { job: scheduledJobRuns.job, startedAt: scheduledJobRuns.startedAt, finishedAt: scheduledJobRuns.finishedAt, outcome: scheduledJobRuns.outcome, summary: scheduledJobRuns.summary })
          .from(scheduledJobRuns)
          .where(inArray(scheduledJobRuns.job, this.jobs.map((job) => job.name)))
          .orderBy(scheduledJobRuns.job, desc(scheduledJobRuns.startedAt))
      : [];
    return this.jobs.map((job) => {
      const last = lastRuns.find((run) => run.job === job.name);
      return { name: job.name, lastRun: last ? { startedAt: last.startedAt, finishedAt: last.finishedAt, outcome: last.outcome, summary: last.summary } : null, nextRun: nextRun(job.cron, now) };
    });
  }
}

async function tryLock(tx: Db, name: string): Promise<boolean> {
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`scheduled-job:${name}`})) as "locked"`)) as unknown as { rows: { locked: boolean }[] };
  return Boolean(result.rows[0]?.locked);
}

/** The next time a cron expression fires after `after`, in the schedule's time zone. */
export function nextRun(cron: string, after: Date): Date {
  return CronExpressionParser.parse(cron, { currentDate: after, tz: SCHEDULE_TIME_ZONE }).next().toDate();
}
