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
    /** The name folded (folded()), for the staff list's search (migration 0019). */
    foldedName: text('folded_name').generatedAlwaysAs(sql`folded(name)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('corporations_name_idx').on(sql`lower(${t.name})`),
    // The staff list by name, searched in the name and the website (migration 0017).
    index('corporations_name_order_idx').on(sql`${t.name} COLLATE "und-x-icu"`, t.id),
    index('corporations_name_trgm_idx').using('gin', t.foldedName.op('gin_trgm_ops')),
    index('corporations_website_trgm_idx').using('gin', sql`folded(${t.website}) gin_trgm_ops`),
  ],
);
