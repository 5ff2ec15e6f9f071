import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { countries, phoneTypes, regions } from './reference.ts';
import { userInformations } from './users.ts';
import { charities } from './charities.ts';
import { corporations } from './corporations.ts';

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
    // Corporations searched by e-mail (migration 0017).
    index('emails_corporation_name_trgm_idx').using('gin', sql`folded(${t.name}) gin_trgm_ops`).where(sql`corporation_id IS NOT NULL`),
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
