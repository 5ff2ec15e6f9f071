import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.ts';
import { boardmatchRepresentativeRoles, charityRepresentativeRoles } from './roles.ts';
import { charities } from './charities.ts';

/** Program staff (involvement boardmatch). Soft-deleted. */
export const boardmatchRepresentatives = pgTable('boardmatch_representatives', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().unique().references(() => users.id),
  roleId: integer('role_id').notNull().references(() => boardmatchRepresentativeRoles.id),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/** A user tied to one charity. Soft-deleted. One per user and charity. */
export const charityRepresentatives = pgTable(
  'charity_representatives',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    charityId: integer('charity_id').notNull().references(() => charities.id),
    acceptTermsAndConditions: boolean('accept_terms_and_conditions').notNull().default(false),
    onboardingComplete: boolean('onboarding_complete').notNull().default(false),
    welcomeSuppressed: boolean('welcome_suppressed').notNull().default(false),
    isSeniorStaff: boolean('is_senior_staff').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('charity_representatives_user_charity_key').on(t.userId, t.charityId).where(sql`deleted_at IS NULL`),
    index('charity_representatives_charity_id_idx').on(t.charityId),
  ],
);

export const charityRepresentativeToRoles = pgTable(
  'charity_representative_to_roles',
  {
    charityRepresentativeId: integer('charity_representative_id').notNull().references(() => charityRepresentatives.id),
    roleId: integer('role_id').notNull().references(() => charityRepresentativeRoles.id),
  },
  (t) => [primaryKey({ columns: [t.charityRepresentativeId, t.roleId] })],
);

/** Invitation of a person to represent a charity, e-mailed as a link; the token is stored hashed. */
export const charityRepresentativeInvitations = pgTable(
  'charity_representative_invitations',
  {
    id: serial('id').primaryKey(),
    charityId: integer('charity_id').notNull().references(() => charities.id),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    roleId: integer('role_id').notNull().references(() => charityRepresentativeRoles.id),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Withdrawn by whoever manages the charity's representatives, or when the person is removed: the link no longer works. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('charity_representative_invitations_charity_id_idx').on(t.charityId), index('charity_representative_invitations_email_idx').on(sql`lower(${t.email})`)],
);

/** Invitation of a person to join the program's staff, e-mailed as a link; the token is stored hashed. */
export const boardmatchRepresentativeInvitations = pgTable(
  'boardmatch_representative_invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    roleId: integer('role_id').notNull().references(() => boardmatchRepresentativeRoles.id),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Withdrawn by an Admin, or when the person is removed from the staff: the link no longer works. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('boardmatch_representative_invitations_email_idx').on(sql`lower(${t.email})`),
    // The pending ones, newest first (migration 0017).
    index('boardmatch_representative_invitations_pending_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`accepted_at IS NULL AND revoked_at IS NULL`),
    // Pending invitations counted, and searched by e-mail, from this index alone: it also holds the e-mail (INCLUDE,
    // which Drizzle does not declare; migration 0018).
    index('boardmatch_representative_invitations_pending_expiry_idx').on(t.expiresAt).where(sql`accepted_at IS NULL AND revoked_at IS NULL`),
  ],
);
