import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Each run of a scheduled job (the job runner schedules them; this records what they did, in the product's terms):
 * started by the schedule (no user) or by staff with 'Run now'.
 */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    id: serial('id').primaryKey(),
    job: text('job').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ['succeeded', 'failed'] }),
    /** What the run did, as counts (e.g. { unverifiedAccounts: 2, mailBodies: 14 }). */
    summary: jsonb('summary').$type<Record<string, number>>(),
    /** The error's message for a failed run: the job's own words, never a record's data. */
    error: text('error'),
    startedByUserId: integer('started_by_user_id').references(() => users.id),
  },
  (t) => [
    index('scheduled_job_runs_job_started_idx').on(t.job, t.startedAt.desc()),
    check('scheduled_job_runs_outcome_check', sql`${t.outcome} IS NULL OR ${t.outcome} IN ('succeeded', 'failed')`),
  ],
);
