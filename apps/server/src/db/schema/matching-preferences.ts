import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { candidates } from './candidates.ts';
import { boardExperienceTypes, volunteerExperienceTypes, volunteerProgramTypes } from './reference.ts';

/**
 * A candidate's matching preferences (onboarding step 3). Skills and focus areas are the candidate's
 * (candidate_skills, candidate_focus_areas); the source of introduction is kept once, on candidates.
 */
export const candidateMatchingPreferences = pgTable(
  'candidate_matching_preferences',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id').notNull().unique().references(() => candidates.id, { onDelete: 'cascade' }),
    candidateBoardExperienceTypeId: integer('board_experience_type_id').references(() => boardExperienceTypes.id),
    candidateEmployerVolunteerProgramTypeId: integer('employer_volunteer_program_type_id').references(() => volunteerProgramTypes.id),
    /** 'Please specify' when the employer program type is 'Other'. */
    candidateEmployerVolunteerProgramOther: text('employer_volunteer_program_other'),
    /** 'Please specify' when volunteer experience 'Other' is ticked. */
    otherVolunteerExperience: text('other_volunteer_experience'),
    geographicalAreaPreference: text('geographical_area_preference'),
    /** Rich text: bold, italic, underline only. */
    reasonsAndGoals: text('reasons_and_goals'),
    /** Charities may find and review this candidate only when true. */
    permissionToViewInformation: boolean('permission_to_view_information').notNull().default(false),
    withdrawParticipation: boolean('withdraw_participation').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidate_matching_preferences_reviewable_idx').on(t.candidateId).where(sql`permission_to_view_information AND NOT withdraw_participation`),
    index('candidate_matching_preferences_board_experience_idx').on(t.candidateBoardExperienceTypeId),
  ],
);

/** volunteerExperienceTypeIds of the matching preferences. */
export const candidateVolunteerExperienceTypes = pgTable(
  'candidate_volunteer_experience_types',
  {
    candidateId: integer('candidate_id').notNull().references(() => candidates.id, { onDelete: 'cascade' }),
    volunteerExperienceTypeId: integer('volunteer_experience_type_id').notNull().references(() => volunteerExperienceTypes.id),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.volunteerExperienceTypeId] })],
);
