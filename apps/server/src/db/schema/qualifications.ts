import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { candidates } from './candidates.ts';
import { countries, educationTypes, experienceContractTypes, experienceLocationTypes, regions, skills } from './reference.ts';
import { files } from './files.ts';

/*
 * A candidate's qualifications (onboarding step 2): education and work experience entries. The spec's
 * qualifications record (id, candidateId) is the candidate itself: entries hang off candidate_id and the
 * presenter answers candidateQualificationsId = candidate id. Dates are YYYY-MM-DD; a missing date is null.
 */

export const candidateEducations = pgTable(
  'candidate_educations',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id').notNull().references(() => candidates.id, { onDelete: 'cascade' }),
    /** Level (required). */
    educationTypeId: integer('education_type_id').notNull().references(() => educationTypes.id),
    /** Diploma or degree. */
    designation: text('designation'),
    institution: text('institution').notNull(),
    areaOfStudy: text('area_of_study'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    imageId: integer('image_id').references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidate_educations_candidate_id_idx').on(t.candidateId),
    check('candidate_educations_dates_check', sql`${t.startDate} IS NULL OR ${t.endDate} IS NULL OR ${t.startDate} <= ${t.endDate}`),
  ],
);

export const candidateEducationSkills = pgTable(
  'candidate_education_skills',
  {
    candidateEducationId: integer('candidate_education_id').notNull().references(() => candidateEducations.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id').notNull().references(() => skills.id),
  },
  (t) => [primaryKey({ columns: [t.candidateEducationId, t.skillId] }), index('candidate_education_skills_skill_id_idx').on(t.skillId)],
);

/** A work (or volunteer) experience entry; the one without an end date is the current one. */
export const candidateExperiences = pgTable(
  'candidate_experiences',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id').notNull().references(() => candidates.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    organizationName: text('organization_name').notNull(),
    description: text('description'),
    contractTypeId: integer('contract_type_id').references(() => experienceContractTypes.id),
    /** 1 Physical by default. */
    locationTypeId: integer('location_type_id').notNull().default(1).references(() => experienceLocationTypes.id),
    city: text('city'),
    regionId: integer('region_id').references(() => regions.id),
    countryId: integer('country_id').references(() => countries.id),
    startDate: date('start_date'),
    endDate: date('end_date'),
    /** Organisation logo. */
    imageId: integer('image_id').references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidate_experiences_candidate_id_idx').on(t.candidateId, t.startDate),
    index('candidate_experiences_title_search_idx').using('gin', sql`to_tsvector('english'::regconfig, ${t.title})`),
    check('candidate_experiences_dates_check', sql`${t.startDate} IS NULL OR ${t.endDate} IS NULL OR ${t.startDate} <= ${t.endDate}`),
  ],
);

export const candidateExperienceSkills = pgTable(
  'candidate_experience_skills',
  {
    candidateExperienceId: integer('candidate_experience_id').notNull().references(() => candidateExperiences.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id').notNull().references(() => skills.id),
  },
  (t) => [primaryKey({ columns: [t.candidateExperienceId, t.skillId] }), index('candidate_experience_skills_skill_id_idx').on(t.skillId)],
);
