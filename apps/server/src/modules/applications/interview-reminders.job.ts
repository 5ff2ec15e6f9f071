import type { Db } from '../../db/client.ts';
import type { JobDefinition } from '../../platform/jobs/job-runner.ts';
import * as repo from './interviews.repository.ts';
import { sendInterviewReminder } from './interviews.service.ts';

/** How far ahead a booked interview is reminded of. */
const REMIND_AHEAD_MS = 24 * 3_600_000;
const INTERVIEWS_PER_RUN = 200;

/**
 * Every quarter hour: each booked interview starting within the next 24 hours is reminded to both sides, once. The
 * reminder is marked in the transaction of its mail (the job's), on rows locked with SKIP LOCKED, so a rerun or a
 * second instance never sends it twice. A reschedule clears the mark, so the new time is reminded of too.
 */
export function interviewRemindersJob(config: { appUrl: string }): JobDefinition {
  return {
    name: 'interview-reminders',
    cron: '*/15 * * * *',
    run: ({ db, now }) => runInterviewReminders(db, now, config.appUrl),
  };
}

export async function runInterviewReminders(db: Db, now: Date, appUrl: string): Promise<Record<string, number>> {
  let reminded = 0;
  let mails = 0;
  for (const interview of await repo.findInterviewsToRemind(db, now, new Date(now.getTime() + REMIND_AHEAD_MS), INTERVIEWS_PER_RUN)) {
    mails += await sendInterviewReminder(db, appUrl, interview);
    await repo.markReminded(db, interview.id, now);
    reminded += 1;
  }
  return { reminded, mails };
}
