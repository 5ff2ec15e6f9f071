import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.ts';
import { candidateRoles } from './roles.ts';
import { ageGroups, focusAreas, introductionTypes, minorityGroups, skills } from './reference.ts';
import { files } from './files.ts';
import { tsvector } from './types.ts';

/**
 * One candidate per user. Soft-deleted; isDisabled hides an inactive candidate (admin Active/Inactive tabs).
 * Name, pronoun, phones and address are on the user's user_informations row. Resumes are files
 * (entity 'candidate', type resume); social media links are the user's (user_social_media_links).
 */
export const candidates = pgTable(
  'candidates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().unique().references(() => users.id),
    roleId: integer('role_id').notNull().default(1).references(() => candidateRoles.id),
    /** Rich text. */
    about: text('about'),
    /** Current title and organisation, asked at registration. */
    experienceTitle: text('experience_title').notNull(),
    experienceOrganizationName: text('experience_organization_name').notNull(),
    isLookingForPosition: boolean('is_looking_for_position').notNull().default(true),
    displayEmail: boolean('display_email').notNull().default(false),
    acceptCommunications: boolean('accept_communications').notNull().default(false),
    acceptTermsAndConditions: boolean('accept_terms_and_conditions').notNull().default(false),
    /** candidateSourceOfIntroductionId in the spec; also shown on the matching preferences form. */
    sourceOfIntroductionId: integer('source_of_introduction_id').references(() => introductionTypes.id),
    sourceOfIntroductionDetails: text('source_of_introduction_details'),
    ageGroupId: integer('age_group_id').references(() => ageGroups.id),
    /** Free text when minority group 'Other' is chosen. */
    otherMinorityGroup: text('other_minority_group'),
    backgroundImageId: integer('background_image_id').references(() => files.id),
    onboardingComplete: boolean('onboarding_complete').notNull().default(false),
    welcomeSuppressed: boolean('welcome_suppressed').notNull().default(false),
    joinDate: timestamp('join_date', { withTimezone: true }).notNull().defaultNow(),
    isDisabled: boolean('is_disabled').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Full-text document: current title and organisation (A), about without HTML tags (B). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(experience_title, '') || ' ' || coalesce(experience_organization_name, '')), 'A') || setweight(to_tsvector('english'::regconfig, regexp_replace(coalesce(about, ''), '<[^>]*>', ' ', 'g')), 'B')`,
    ),
  },
  (t) => [
    index('candidates_join_date_idx').on(t.joinDate, t.id),
    index('candidates_search_vector_idx').using('gin', t.searchVector),
    index('candidates_is_disabled_idx').on(t.isDisabled).where(sql`deleted_at IS NULL`),
    // The few deleted candidates, whose applications a list's count leaves out (migration 0018).
    index('candidates_deleted_idx').on(t.id).where(sql`deleted_at IS NOT NULL`),
  ],
);

export const candidateSkills = pgTable(
  'candidate_skills',
  {
    candidateId: integer('candidate_id').notNull().references(() => candidates.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id').notNull().references(() => skills.id),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.skillId] }), index('candidate_skills_skill_id_idx').on(t.skillId)],
);

export const candidateFocusAreas = pgTable(
  'candidate_focus_areas',
  {
    candidateId: integer('candidate_id').notNull().references(() => candidates.id, { onDelete: 'cascade' }),
    focusAreaId: integer('focus_area_id').notNull().references(() => focusAreas.id),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.focusAreaId] }), index('candidate_focus_areas_focus_area_id_idx').on(t.focusAreaId)],
);

/** candidateToCandidateMinorityGroupIds. */
export const candidateMinorityGroups = pgTable(
  'candidate_minority_groups',
  {
    candidateId: integer('candidate_id').notNull().references(() => candidates.id, { onDelete: 'cascade' }),
    minorityGroupId: integer('minority_group_id').notNull().references(() => minorityGroups.id),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.minorityGroupId] })],
);
