import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { users } from './users.ts';

/** A charity's private note on an application: its representatives who read applications and staff see it, never the candidate. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    /** Null once the author's account is erased; the note stays the charity's. */
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_notes_application_id_idx').on(t.applicationId, t.createdAt)],
);

/** The charity's shortlist: one row per starred application (charityId copied for the list's filter). */
export const applicationShortlist = pgTable(
  'application_shortlist',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    charityId: integer('charity_id').notNull(),
    starredByUserId: integer('starred_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_shortlist_charity_id_idx').on(t.charityId, t.applicationId)],
);
