import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DigestKind } from '@boardmatch/shared';
import { users } from './users.ts';

/** A user's choice for one weekly digest; no row: the digest is on. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DigestKind>().notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Each digest sent: one per person, kind and week (the Monday that starts it, in the program's time zone). Written in
 * the transaction of its mail, so a second run of the week, on any instance, sends none.
 */
export const digestLog = pgTable(
  'digest_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DigestKind>().notNull(),
    week: text('week').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('digest_log_user_kind_week_key').on(t.userId, t.kind, t.week), index('digest_log_sent_at_idx').on(t.sentAt)],
);
