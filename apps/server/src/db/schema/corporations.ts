import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Corporate partners of the program (admin screen 'Corporations'). The primary e-mail, address and phones
 * live in emails, addresses and phones (corporation_id); people in contacts (corporation_id).
 */
export const corporations = pgTable(
  'corporations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    website: text('website'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('corporations_name_idx').on(sql`lower(${t.name})`)],
);
