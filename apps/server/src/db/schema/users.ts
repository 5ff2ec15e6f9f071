import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { countries, phoneTypes, pronouns, regions } from './reference.ts';
import { charities } from './charities.ts';
import { corporations } from './corporations.ts';

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
  (t) => [uniqueIndex('users_user_name_key').on(t.userName)],
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
  ],
);

/** One e-mail address per user, charity or corporation. */
export const emails = pgTable(
  'emails',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    userInformationId: integer('user_information_id').unique().references(() => userInformations.id),
    charityId: integer('charity_id').unique().references(() => charities.id),
    corporationId: integer('corporation_id').unique().references(() => corporations.id),
  },
  (t) => [
    index('emails_name_idx').on(sql`lower(${t.name})`),
    check('emails_owner_check', sql`num_nonnulls(${t.userInformationId}, ${t.charityId}, ${t.corporationId}) = 1`),
  ],
);

export const phones = pgTable(
  'phones',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    extension: text('extension'),
    phoneTypeId: integer('phone_type_id').notNull().default(1).references(() => phoneTypes.id),
    charityId: integer('charity_id').references(() => charities.id),
    userInformationId: integer('user_information_id').references(() => userInformations.id),
    corporationId: integer('corporation_id').references(() => corporations.id),
  },
  (t) => [
    index('phones_user_information_id_idx').on(t.userInformationId),
    index('phones_charity_id_idx').on(t.charityId),
    index('phones_corporation_id_idx').on(t.corporationId),
    check('phones_owner_check', sql`num_nonnulls(${t.userInformationId}, ${t.charityId}, ${t.corporationId}) = 1`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city').notNull(),
    regionId: integer('region_id').notNull().references(() => regions.id),
    code: text('code'),
    countryId: integer('country_id').notNull().references(() => countries.id),
    charityId: integer('charity_id').unique().references(() => charities.id),
    userInformationId: integer('user_information_id').unique().references(() => userInformations.id),
    corporationId: integer('corporation_id').unique().references(() => corporations.id),
  },
  (t) => [
    index('addresses_city_idx').on(sql`lower(${t.city})`),
    index('addresses_region_id_idx').on(t.regionId),
    index('addresses_country_id_idx').on(t.countryId),
    check('addresses_owner_check', sql`num_nonnulls(${t.userInformationId}, ${t.charityId}, ${t.corporationId}) = 1`),
  ],
);

/** Last visited path and the selected involvement (role flags). */
export const userStates = pgTable('user_states', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().unique().references(() => users.id),
  lastState: text('last_state'),
  candidateRole: smallint('candidate_role').notNull().default(0),
  charityRole: smallint('charity_role').notNull().default(0),
  boardmatchRole: smallint('boardmatch_role').notNull().default(0),
  charityId: integer('charity_id').references(() => charities.id),
});
