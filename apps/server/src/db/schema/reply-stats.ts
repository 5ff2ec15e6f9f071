import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { charities } from './charities.ts';

/**
 * How a charity answered its applicants over the last 12 months (migration 0023), kept by the nightly reply-stats
 * job: applications it moved out of Applied (answered), those closed as No Response (unanswered), and the median
 * whole days to its first move (null without answers).
 */
export const charityReplyStats = pgTable('charity_reply_stats', {
  charityId: integer('charity_id')
    .primaryKey()
    .references(() => charities.id, { onDelete: 'cascade' }),
  answered: integer('answered').notNull(),
  unanswered: integer('unanswered').notNull(),
  medianReplyDays: integer('median_reply_days'),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});
