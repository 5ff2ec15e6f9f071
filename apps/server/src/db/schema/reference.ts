import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Lookup lists the spec names. Ids are seeded explicitly (seed/reference) to match the spec's
 * constants in packages/shared/src/constants.ts; code refers to them by name, never by number.
 */
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  code: text('code').notNull().unique(),
});

/** Provinces, territories and states; an address's region must belong to its country. */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    abbreviation: text('abbreviation').notNull(),
    countryId: integer('country_id').notNull().references(() => countries.id),
  },
  (t) => [index('regions_country_id_idx').on(t.countryId)],
);

/** 1 Main, 2 Evening. */
export const phoneTypes = pgTable('phone_types', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
/** Id 4 is 'Other' and asks for pronounOther. */
export const pronouns = pgTable('pronouns', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
export const skills = pgTable('skills', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
export const focusAreas = pgTable('focus_areas', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });

// Candidate profile lists (document 2).
/** Level of an education entry. */
export const educationTypes = pgTable('education_types', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
export const experienceContractTypes = pgTable('experience_contract_types', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
/** 1 Physical (the default), 2 Remote, 3 Hybrid. */
export const experienceLocationTypes = pgTable('experience_location_types', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
/** How the candidate heard of the program (source of introduction). */
export const introductionTypes = pgTable('introduction_types', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
/** Employer volunteer program; the 'Other' id is OtherId.employerVolunteerProgram. */
export const volunteerProgramTypes = pgTable('volunteer_program_types', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
/** Past volunteering; the 'Other' id is OtherId.volunteerExperience. */
export const volunteerExperienceTypes = pgTable('volunteer_experience_types', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
export const boardExperienceTypes = pgTable('board_experience_types', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
/** Shown as '< to', 'from+' or 'from-to'; either bound may be open. */
export const ageGroups = pgTable(
  'age_groups',
  {
    id: serial('id').primaryKey(),
    from: smallint('age_from'),
    to: smallint('age_to'),
  },
  (t) => [check('age_groups_bounds_check', sql`${t.from} IS NOT NULL OR ${t.to} IS NOT NULL`)],
);
/** The 'Other' id is OtherId.minorityGroup (14) and asks for otherMinorityGroup. */
export const minorityGroups = pgTable('minority_groups', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });

// Charity lists (document 3).
/** 'Type of Organization'. */
export const charityTypes = pgTable('charity_types', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
/** Chip colours: id 1 success, id 2 orange, others primary. */
export const charityScopes = pgTable('charity_scopes', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
export const boardTypes = pgTable('board_types', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
export const developmentStages = pgTable('development_stages', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
export const fundingStatuses = pgTable('funding_statuses', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
/** Hours per month of board work; the 'Other' id is OtherId.charityBoardWorkHours (4). */
export const boardWorkHours = pgTable('board_work_hours', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
/** Board or non-board (e.g. sub-committee member); a position stores it as isNotBoard. */
export const positionTypes = pgTable('position_types', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });

// Workflow states.
/** 1 Offer Accepted, 2 Application in Progress, 6 Withdrawn, 7 Declined, 12 Interview, 14 Offer Extended, 15 Under Review. */
export const applicationStatuses = pgTable('application_statuses', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
/** 1 Open, 2 Fulfilled. Expired is derived from the expiry date. */
export const postingStatuses = pgTable('posting_statuses', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });

// Files.
/** profile-image, background-image, resume, social-media-icon, logo. */
export const fileTypes = pgTable('file_types', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
/** Who may see a resume. */
export const filePrivacyTypes = pgTable('file_privacy_types', { id: serial('id').primaryKey(), description: text('description').notNull().unique() });
