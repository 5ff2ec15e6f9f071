import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { pronouns } from './reference.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The e-mail address, stored lower-case. */
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    /** 'en' or 'fr': the language of the user's e-mail, set at registration and from the language switch. */
    preferredLanguage: text('preferred_language', { enum: ['en', 'fr'] }).notNull().default('en'),
    /** Raised on logout, password reset and refresh-family revocation; an access token of an older version is refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_user_name_key').on(t.userName),
    // The retention job finds the unverified accounts past their time.
    index('users_unverified_created_idx').on(t.createdAt).where(sql`NOT ${t.isVerified} AND ${t.deletedAt} IS NULL`),
    // The few deleted users, whose staff records the staff count leaves out (migration 0018).
    index('users_deleted_idx').on(t.id).where(sql`${t.deletedAt} IS NOT NULL`),
    // Staff candidates searched by e-mail (migration 0017).
    index('users_user_name_trgm_idx').using('gin', sql`folded(${t.userName}) gin_trgm_ops`),
  ],
);

export const userInformations = pgTable(
  'user_informations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().unique().references(() => users.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    pronounId: integer('pronoun_id').references(() => pronouns.id),
    pronounOther: text('pronoun_other'),
    profileColour: text('profile_colour').notNull().default('#2e7d32'),
  },
  (t) => [
    // Name search (similarity / ILIKE) for candidates, representatives and staff.
    index('user_informations_first_name_trgm_idx').using('gin', t.firstName.op('gin_trgm_ops')),
    index('user_informations_last_name_trgm_idx').using('gin', t.lastName.op('gin_trgm_ops')),
    index('user_informations_last_first_idx').on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
    // Staff candidates in the readers' order of a name, and searched by full name (migration 0017).
    index('user_informations_last_name_order_idx').on(sql`${t.lastName} COLLATE "und-x-icu"`, t.id),
    index('user_informations_first_name_order_idx').on(sql`${t.firstName} COLLATE "und-x-icu"`, t.id),
    index('user_informations_full_name_trgm_idx').using('gin', sql`folded(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    // Staff users by last and first name (migration 0018).
    index('user_informations_last_first_name_idx').on(t.lastName, t.firstName),
  ],
);
