import type { Db } from '../client.ts';
import * as s from '../schema/index.ts';
import { bumpSequences, insertMissing } from './insert.ts';
import { COUNTRIES, REGIONS } from './reference/geography.ts';
import { FOCUS_AREAS, SKILLS } from './reference/skills.ts';
import * as L from './reference/lists.ts';
import * as A from './reference/access.ts';
import { seedDefaultBackgrounds } from './reference/backgrounds.ts';

/**
 * Every lookup list, the claims and the roles with their permissions. Idempotent: rows are inserted with
 * their fixed ids and skipped when present, so it runs at every start. Existing rows are never changed.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const lists: [Parameters<typeof insertMissing>[1], Record<string, unknown>[]][] = [
      [s.countries, COUNTRIES],
      [s.regions, REGIONS],
      [s.phoneTypes, L.PHONE_TYPES],
      [s.pronouns, L.PRONOUNS],
      [s.skills, SKILLS],
      [s.focusAreas, FOCUS_AREAS],
      [s.educationTypes, L.EDUCATION_TYPES],
      [s.experienceContractTypes, L.EXPERIENCE_CONTRACT_TYPES],
      [s.experienceLocationTypes, L.EXPERIENCE_LOCATION_TYPES],
      [s.introductionTypes, L.INTRODUCTION_TYPES],
      [s.volunteerProgramTypes, L.VOLUNTEER_PROGRAM_TYPES],
      [s.volunteerExperienceTypes, L.VOLUNTEER_EXPERIENCE_TYPES],
      [s.boardExperienceTypes, L.BOARD_EXPERIENCE_TYPES],
      [s.ageGroups, L.AGE_GROUPS],
      [s.minorityGroups, L.MINORITY_GROUPS],
      [s.charityTypes, L.CHARITY_TYPES],
      [s.charityScopes, L.CHARITY_SCOPES],
      [s.boardTypes, L.BOARD_TYPES],
      [s.developmentStages, L.DEVELOPMENT_STAGES],
      [s.fundingStatuses, L.FUNDING_STATUSES],
      [s.boardWorkHours, L.BOARD_WORK_HOURS],
      [s.positionTypes, L.POSITION_TYPES],
      [s.applicationStatuses, L.APPLICATION_STATUSES],
      [s.postingStatuses, L.POSTING_STATUSES],
      [s.fileTypes, L.FILE_TYPES],
      [s.filePrivacyTypes, L.FILE_PRIVACY_TYPES],
      [s.courseTypes, L.COURSE_TYPES],
      [s.socialMediaTypes, L.SOCIAL_MEDIA_TYPES],
      [s.claims, A.CLAIMS],
      [s.candidateRoles, A.CANDIDATE_ROLES],
      [s.charityRepresentativeRoles, A.CHARITY_REPRESENTATIVE_ROLES],
      [s.boardmatchRepresentativeRoles, A.BOARDMATCH_REPRESENTATIVE_ROLES],
    ];
    for (const [table, rows] of lists) await insertMissing(tx, table, rows);
    await insertMissing(tx, s.onboardingSteps, [...L.ONBOARDING_STEPS]);
    await insertMissing(tx, s.candidateRolePermissions, A.CANDIDATE_ROLE_PERMISSIONS);
    await insertMissing(tx, s.charityRepresentativeRolePermissions, A.CHARITY_REPRESENTATIVE_ROLE_PERMISSIONS);
    await insertMissing(tx, s.boardmatchRepresentativeRolePermissions, A.BOARDMATCH_REPRESENTATIVE_ROLE_PERMISSIONS);
    await bumpSequences(
      tx,
      lists.map(([table]) => table),
    );
    await seedDefaultBackgrounds(tx);
  });
}
