import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, bigint } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { boardTypes, boardWorkHours, charityScopes, charityTypes, developmentStages, focusAreas, fundingStatuses } from './reference.ts';
import { corporations } from './corporations.ts';
import { files } from './files.ts';
import { tsvector } from './types.ts';

/**
 * A charity or not-for-profit. Soft-deleted. Its e-mail, phones and address live in emails, phones and
 * addresses (charity_id); social media links in charity_social_media_links.
 */
export const charities = pgTable(
  'charities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** 'Registered Charitable # / Not for Profit #' (the client spells the field chariableNumber). */
    charitableNumber: text('charitable_number'),
    website: text('website'),
    /** 1901 .. current year; 0 or null shows a dash. */
    yearOfIncorporation: integer('year_of_incorporation'),
    quote: text('quote'),
    /** Mission (rich text: bold, italic, underline). */
    mandate: text('mandate'),
    vision: text('vision'),
    charityScopeId: integer('charity_scope_id').references(() => charityScopes.id),
    charityTypeId: integer('charity_type_id').references(() => charityTypes.id),
    backgroundImageId: integer('background_image_id').references(() => files.id),
    onboardingComplete: boolean('onboarding_complete').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Full-text document, English and French stems: name (A), quote, mandate and vision without their HTML tags (B). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(name, '')) || to_tsvector('french'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, regexp_replace(coalesce(quote, '') || ' ' || coalesce(mandate, '') || ' ' || coalesce(vision, ''), '<[^>]*>', ' ', 'g')) || to_tsvector('french'::regconfig, regexp_replace(coalesce(quote, '') || ' ' || coalesce(mandate, '') || ' ' || coalesce(vision, ''), '<[^>]*>', ' ', 'g')), 'B')`,
    ),
    /** The name folded (folded()), for the staff list's search (migration 0018). */
    foldedName: text('folded_name').generatedAlwaysAs(sql`folded(name)`),
  },
  (t) => [
    index('charities_name_idx').on(sql`lower(${t.name})`),
    index('charities_name_trgm_idx').using('gin', t.foldedName.op('gin_trgm_ops')),
    // Staff charities in the readers' order of their name (migration 0017).
    index('charities_name_order_idx').on(sql`${t.name} COLLATE "und-x-icu"`, t.id),
    index('charities_search_vector_idx').using('gin', t.searchVector),
    index('charities_charity_scope_id_idx').on(t.charityScopeId),
    index('charities_charity_type_id_idx').on(t.charityTypeId),
    index('charities_created_at_idx').on(t.createdAt),
    index('charities_charitable_number_key_idx').on(sql`upper(regexp_replace(${t.charitableNumber}, '[^0-9A-Za-z]', '', 'g'))`),
    check('charities_year_of_incorporation_check', sql`${t.yearOfIncorporation} IS NULL OR ${t.yearOfIncorporation} = 0 OR ${t.yearOfIncorporation} >= 1901`),
  ],
);

export const charityFocusAreas = pgTable(
  'charity_focus_areas',
  {
    charityId: integer('charity_id').notNull().references(() => charities.id, { onDelete: 'cascade' }),
    focusAreaId: integer('focus_area_id').notNull().references(() => focusAreas.id),
  },
  (t) => [primaryKey({ columns: [t.charityId, t.focusAreaId] }), index('charity_focus_areas_focus_area_id_idx').on(t.focusAreaId)],
);

/** A charity's programs (name and details); at least one is needed for the position-matching step. */
export const charityPrograms = pgTable(
  'charity_programs',
  {
    id: serial('id').primaryKey(),
    charityId: integer('charity_id').notNull().references(() => charities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    details: text('details').notNull(),
  },
  (t) => [index('charity_programs_charity_id_idx').on(t.charityId)],
);

/**
 * The position-matching answers of one charity (onboarding). Field names follow the spec, including its
 * spelling of statuaryRemittancesUpToDate.
 */
export const charityPositionMatchings = pgTable(
  'charity_position_matchings',
  {
    id: serial('id').primaryKey(),
    charityId: integer('charity_id').notNull().unique().references(() => charities.id, { onDelete: 'cascade' }),
    /** Month 1 (January) .. 12 (December). */
    annualGeneralMeetingMonth: smallint('annual_general_meeting_month'),
    recruitForBoardMonth: smallint('recruit_for_board_month'),
    charityBoardTypeId: integer('charity_board_type_id').references(() => boardTypes.id),
    charityDevelopmentStageId: integer('charity_development_stage_id').references(() => developmentStages.id),
    /** In dollars. */
    operatingBudgetCurrentYear: bigint('operating_budget_current_year', { mode: 'number' }),
    charityFundingStatusId: integer('charity_funding_status_id').references(() => fundingStatuses.id),
    numberOfPaidStaff: integer('number_of_paid_staff'),
    numberOfVolunteers: integer('number_of_volunteers'),
    maximumBoardSize: integer('maximum_board_size'),
    /** Years, 1 .. 5. */
    lengthOfBoardTerm: smallint('length_of_board_term'),
    /** Times renewable 1 .. 5, -1 no limit, 0 not renewable. */
    lengthOfRenewableTerm: smallint('length_of_renewable_term'),
    charityBoardWorkHoursId: integer('charity_board_work_hours_id').references(() => boardWorkHours.id),
    /** Shown when the work-hours choice is 'Other'. */
    charityBoardWorkHoursOther: text('charity_board_work_hours_other'),
    boardMeetingTimesPerYear: integer('board_meeting_times_per_year'),
    boardMeetingTimeAndDay: text('board_meeting_time_and_day'),
    boardMeetingLocation: text('board_meeting_location'),
    boardExtraActivities: text('board_extra_activities'),
    filedLatestT3010: boolean('filed_latest_t3010').notNull().default(false),
    statuaryRemittancesUpToDate: boolean('statuary_remittances_up_to_date').notNull().default(false),
    /** 'I no longer wish to participate in the automated matching service'. */
    optOutOfAutomatedMatching: boolean('opt_out_of_automated_matching').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('charity_position_matchings_agm_month_check', sql`${t.annualGeneralMeetingMonth} BETWEEN 1 AND 12`),
    check('charity_position_matchings_recruit_month_check', sql`${t.recruitForBoardMonth} BETWEEN 1 AND 12`),
    check('charity_position_matchings_board_term_check', sql`${t.lengthOfBoardTerm} BETWEEN 1 AND 5`),
    check('charity_position_matchings_renewable_term_check', sql`${t.lengthOfRenewableTerm} BETWEEN -1 AND 5`),
    check(
      'charity_position_matchings_counts_check',
      sql`coalesce(${t.numberOfPaidStaff}, 0) >= 0 AND coalesce(${t.numberOfVolunteers}, 0) >= 0 AND coalesce(${t.maximumBoardSize}, 0) >= 0 AND coalesce(${t.boardMeetingTimesPerYear}, 0) >= 0 AND coalesce(${t.operatingBudgetCurrentYear}, 0) >= 0`,
    ),
  ],
);

/** People at a charity or corporation who are not users: the senior staff contact, among others. */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    daytimePhone: text('daytime_phone'),
    extension: text('extension'),
    title: text('title'),
    email: text('email'),
    isPrimary: boolean('is_primary').notNull().default(false),
    isSeniorStaff: boolean('is_senior_staff').notNull().default(false),
    charityId: integer('charity_id').references(() => charities.id),
    corporationId: integer('corporation_id').references(() => corporations.id),
  },
  (t) => [index('contacts_charity_id_idx').on(t.charityId), index('contacts_corporation_id_idx').on(t.corporationId)],
);
