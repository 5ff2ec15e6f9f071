import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { charities } from './charities.ts';
import { charityPositions } from './positions.ts';
import { charityRepresentatives } from './people.ts';
import { postingStatuses, skills } from './reference.ts';
import { users } from './users.ts';
import { tsvector } from './types.ts';

/**
 * A published position ('posting'). Status 1 open, 2 fulfilled; EXPIRED is derived (expiry date before
 * today). Closing sets status 2. Soft-deleted. The position name is searched through charity_positions.
 */
export const charityPostings = pgTable(
  'charity_postings',
  {
    id: serial('id').primaryKey(),
    charityId: integer('charity_id').notNull().references(() => charities.id),
    charityPositionId: integer('charity_position_id').notNull().references(() => charityPositions.id),
    /** The representative who posted it (or is its contact). */
    charityRepresentativeId: integer('charity_representative_id').references(() => charityRepresentatives.id),
    /** HTML (bold, italic, underline). */
    description: text('description').notNull(),
    specialRequirements: text('special_requirements'),
    /** Mandate period. */
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    expiryDate: date('expiry_date').notNull(),
    datePosted: timestamp('date_posted', { withTimezone: true }).notNull().defaultNow(),
    charityPostingStatusId: integer('charity_posting_status_id').notNull().default(1).references(() => postingStatuses.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Full-text document: description without HTML tags (A) and special requirements (B). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(special_requirements, '')), 'B')`,
    ),
  },
  (t) => [
    index('charity_postings_charity_id_idx').on(t.charityId).where(sql`deleted_at IS NULL`),
    index('charity_postings_charity_position_id_idx').on(t.charityPositionId),
    index('charity_postings_status_expiry_idx').on(t.charityPostingStatusId, t.expiryDate).where(sql`deleted_at IS NULL`),
    index('charity_postings_expiry_date_idx').on(t.expiryDate),
    index('charity_postings_date_posted_idx').on(t.datePosted),
    index('charity_postings_search_vector_idx').using('gin', t.searchVector),
    check('charity_postings_dates_check', sql`${t.startDate} <= ${t.endDate}`),
  ],
);

/** Required skills of a posting (candidateSkill list). */
export const charityPostingSkills = pgTable(
  'charity_posting_skills',
  {
    charityPostingId: integer('charity_posting_id').notNull().references(() => charityPostings.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id').notNull().references(() => skills.id),
  },
  (t) => [primaryKey({ columns: [t.charityPostingId, t.skillId] }), index('charity_posting_skills_skill_id_idx').on(t.skillId)],
);

/** A posting shared by e-mail ('Recommended Position - ...'); the mail itself goes through the outbox. */
export const charityPostingShares = pgTable(
  'charity_posting_shares',
  {
    id: serial('id').primaryKey(),
    charityPostingId: integer('charity_posting_id').notNull().references(() => charityPostings.id),
    sentByUserId: integer('sent_by_user_id').references(() => users.id),
    toName: text('to_name').notNull(),
    toEmail: text('to_email').notNull(),
    fromName: text('from_name').notNull(),
    subject: text('subject').notNull(),
    customBody: text('custom_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('charity_posting_shares_charity_posting_id_idx').on(t.charityPostingId)],
);
