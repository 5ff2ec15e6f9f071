import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { charityMandates } from './positions.ts';
import { skills } from './reference.ts';

/** Skills of a board member as the charity entered them on the board member form (for members without a candidate profile). */
export const charityMandateSkills = pgTable(
  'charity_mandate_skills',
  {
    charityMandateId: integer('charity_mandate_id').notNull().references(() => charityMandates.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id').notNull().references(() => skills.id),
  },
  (t) => [primaryKey({ columns: [t.charityMandateId, t.skillId] }), index('charity_mandate_skills_skill_id_idx').on(t.skillId)],
);

/** 'A board term ends on ...' as sent for a mandate, at 90 or at 60 days: once each. */
export const boardTermNotices = pgTable(
  'board_term_notices',
  {
    id: serial('id').primaryKey(),
    charityMandateId: integer('charity_mandate_id').notNull().references(() => charityMandates.id, { onDelete: 'cascade' }),
    days: smallint('days').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('board_term_notices_mandate_days_key').on(t.charityMandateId, t.days), check('board_term_notices_days_check', sql`${t.days} IN (90, 60)`)],
);
