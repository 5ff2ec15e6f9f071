import { sql } from 'drizzle-orm';
import { ApplicationStatus } from '@boardmatch/shared';
import type { Db } from '../../db/client.ts';
import type { JobDefinition } from '../../platform/jobs/job-runner.ts';

/** The charity's own moves out of Applied: declined, interview, offer, under review. */
const CHARITY_MOVES = [ApplicationStatus.declinedByCharity, ApplicationStatus.interview, ApplicationStatus.offerExtended, ApplicationStatus.underReview];

/**
 * Every night, each charity's replies over the last 12 months: the applications made in that time that it moved out
 * of Applied (its first move, from the history) or that closed as No Response, and the median whole days to its first
 * move. Applications the candidate withdrew first, or still waiting, count for neither. One statement over the year's
 * applications (applications_application_date_idx), then one small row per charity.
 */
export const replyStatsJob: JobDefinition = {
  name: 'reply-stats',
  cron: '50 3 * * *',
  run: ({ db, now }) => computeReplyStats(db, now),
};

export async function computeReplyStats(db: Db, now: Date): Promise<Record<string, number>> {
  const since = new Date(now.getTime() - 365 * 24 * 60 * 60 * 1000);
  const moves = `{${CHARITY_MOVES.join(',')}}`;
  await db.execute(sql`delete from charity_reply_stats`);
  const result = (await db.execute(sql`
    insert into charity_reply_stats (charity_id, answered, unanswered, median_reply_days, computed_at)
    select charity_id,
      count(*) filter (where moved_at is not null)::int,
      count(*) filter (where moved_at is null and application_status_id = ${ApplicationStatus.noResponse})::int,
      ceil(percentile_cont(0.5) within group (order by extract(epoch from moved_at - application_date) / 86400) filter (where moved_at is not null))::int,
      ${now.toISOString()}::timestamptz
    from (
      select a.charity_id, a.application_date, a.application_status_id,
        (select min(c.created_at) from application_status_changes c
          where c.application_id = a.id and c.from_status_id = ${ApplicationStatus.applied} and c.to_status_id = any(${moves}::int[])) as moved_at
      from applications a
      where a.application_date >= ${since.toISOString()}::timestamptz and a.application_date <= ${now.toISOString()}::timestamptz
    ) recent
    group by charity_id
    having count(*) filter (where moved_at is not null or application_status_id = ${ApplicationStatus.noResponse}) > 0
    returning charity_id`)) as unknown as { rows: unknown[] };
  return { charities: result.rows.length };
}
