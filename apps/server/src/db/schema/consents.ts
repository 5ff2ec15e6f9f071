import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { charities } from './charities.ts';

/**
 * Each agreement a person gave, as they gave it: the terms and conditions at registration, the release form at
 * onboarding (charityId: the charity whose representative agreed). Kept when an account is erased: it names no one.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    kind: text('kind', { enum: ['terms-and-conditions', 'release-form'] }).notNull(),
    /** The version of the text agreed to (CONSENT_VERSIONS). */
    version: text('version').notNull(),
    charityId: integer('charity_id').references(() => charities.id),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consents_user_id_idx').on(t.userId), check('consents_kind_check', sql`${t.kind} IN ('terms-and-conditions', 'release-form')`)],
);
