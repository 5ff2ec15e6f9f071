import { eq } from 'drizzle-orm';
import { REPLY_STATS_MIN_APPLICATIONS, type CharityReplies } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { charityReplyStats } from '../../db/schema/index.ts';

/** A charity's replies as its profile and postings show them; null until it has REPLY_STATS_MIN_APPLICATIONS. */
export async function findCharityReplies(db: DbOrTx, charityId: number): Promise<CharityReplies | null> {
  const [row] = await db.select().from(charityReplyStats).where(eq(charityReplyStats.charityId, charityId)).limit(1);
  return presentCharityReplies(row ?? null);
}

/**
 * The figures from a charity_reply_stats row (its columns null when a LEFT JOIN found none): null without a row or
 * before REPLY_STATS_MIN_APPLICATIONS answered or closed applications, the median at least one day.
 */
export function presentCharityReplies(row: { answered: number | null; unanswered: number | null; medianReplyDays: number | null } | null): CharityReplies | null {
  if (!row || row.answered === null || row.unanswered === null) return null;
  const counted = row.answered + row.unanswered;
  if (counted < REPLY_STATS_MIN_APPLICATIONS) return null;
  return { medianDays: row.medianReplyDays === null ? null : Math.max(1, row.medianReplyDays), sharePercent: Math.round((100 * row.answered) / counted), applications: counted };
}
