import { boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { charities } from './charities.ts';
import { charityRepresentativeInvitations, charityRepresentatives } from './people.ts';

/**
 * Positions a charity fills: board seats (Chair, Treasurer ...) and non-board roles (isNotBoard, e.g.
 * sub-committee member). Each charity has its own copies of the default board positions (isDefault,
 * not editable). isDisabled is the Active/Inactive state; delete is soft (deletedAt is the spec's isDeleted).
 */
export const charityPositions = pgTable(
  'charity_positions',
  {
    id: serial('id').primaryKey(),
    charityId: integer('charity_id').notNull().references(() => charities.id),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    isNotBoard: boolean('is_not_board').notNull().default(false),
    /** Order on the board list (defaults first: Chair, Vice-Chair, Treasurer, Secretary, Director). */
    sortOrder: smallint('sort_order').notNull().default(100),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('charity_positions_charity_id_idx').on(t.charityId, t.isDisabled).where(sql`deleted_at IS NULL`),
    uniqueIndex('charity_positions_charity_name_key').on(t.charityId, sql`lower(${t.name})`).where(sql`deleted_at IS NULL`),
    index('charity_positions_name_trgm_idx').using('gin', sql`folded(${t.name}) gin_trgm_ops`),
  ],
);

/**
 * Board occupancy: who holds which position from when to when. Status is derived from the dates (Future,
 * Current, Past). A vacant seat has no representative. Soft-deleted.
 */
export const charityMandates = pgTable(
  'charity_mandates',
  {
    id: serial('id').primaryKey(),
    charityId: integer('charity_id').notNull().references(() => charities.id),
    charityPositionId: integer('charity_position_id').notNull().references(() => charityPositions.id),
    charityRepresentativeId: integer('charity_representative_id').references(() => charityRepresentatives.id),
    /** A seat offered to someone invited from the board page: they take it when they register from the invitation. */
    invitationId: integer('invitation_id').references(() => charityRepresentativeInvitations.id),
    startDate: date('start_date'),
    endDate: date('end_date'),
    sortOrder: smallint('sort_order').notNull().default(100),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('charity_mandates_charity_id_idx').on(t.charityId, t.startDate, t.endDate).where(sql`deleted_at IS NULL`),
    index('charity_mandates_charity_position_id_idx').on(t.charityPositionId),
    index('charity_mandates_charity_representative_id_idx').on(t.charityRepresentativeId),
    index('charity_mandates_invitation_id_idx').on(t.invitationId).where(sql`invitation_id IS NOT NULL`),
    check('charity_mandates_dates_check', sql`${t.startDate} IS NULL OR ${t.endDate} IS NULL OR ${t.startDate} <= ${t.endDate}`),
  ],
);
