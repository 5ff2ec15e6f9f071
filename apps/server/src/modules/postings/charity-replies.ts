import { eq } from 'drizzle-orm';
import { REPLY_STATS_MIN_APPLICATIONS, type CharityReplies } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { charityReplyStats } from '../../db/schema/index.ts';

/** A charity's replies as its profile and postings show them; null until it has REPLY_STATS_MIN_APPLICATIONS. */
export async function findCharityReplies(db: DbOrTx, charityId: number): Promise<CharityReplies | null> {
  const [row] = await db.select().from(charityReplyStats).where(eq(charityReplyStats.charityId, charityId)).limit(1);
  if (!row) return null;
  const counted = row.answered + row.unanswered;
  if (counted < REPLY_STATS_MIN_APPLICATIONS) return null;
  return { medianDays: row.medianReplyDays === null ? null : Math.max(1, row.medianReplyDays), sharePercent: Math.round((100 * row.answered) / counted), applications: counted };
}
