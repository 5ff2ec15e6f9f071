import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../client.ts';
import * as s from '../../schema/index.ts';
import { bumpSequences, insertAll } from '../insert.ts';
import type { DemoData } from './data.ts';

/** Writes the demo, one statement per table (chunked), parents before children; then moves the id sequences on. */
export async function writeDemo(db: DbOrTx, d: DemoData): Promise<Record<string, number>> {
  // [table, rows, has a serial id]
  const order: [PgTable, unknown[], boolean][] = [
    [s.users, d.users, true],
    [s.userInformations, d.userInformations, true],
    [s.corporations, d.corporations, true],
    [s.charities, d.charities, true],
    [s.emails, d.emails, true],
    [s.phones, d.phones, true],
    [s.addresses, d.addresses, true],
    [s.userStates, d.userStates, true],
    [s.userSocialMediaLinks, d.userSocialMediaLinks, true],
    [s.boardmatchRepresentatives, d.boardmatchRepresentatives, true],
    [s.contacts, d.contacts, true],
    [s.charityFocusAreas, d.charityFocusAreas, false],
    [s.charityPrograms, d.charityPrograms, true],
    [s.charityPositionMatchings, d.charityPositionMatchings, true],
    [s.charitySocialMediaLinks, d.charitySocialMediaLinks, true],
    [s.charityOnboardingSteps, d.charityOnboardingSteps, false],
    [s.charityRepresentatives, d.charityRepresentatives, true],
    [s.charityRepresentativeToRoles, d.charityRepresentativeToRoles, false],
    [s.charityRepresentativeOnboardingSteps, d.charityRepresentativeOnboardingSteps, false],
    [s.charityPositions, d.charityPositions, true],
    [s.charityMandates, d.charityMandates, true],
    [s.charityPostings, d.charityPostings, true],
    [s.charityPostingSkills, d.charityPostingSkills, false],
    [s.candidates, d.candidates, true],
    [s.candidateSkills, d.candidateSkills, false],
    [s.candidateFocusAreas, d.candidateFocusAreas, false],
    [s.candidateMinorityGroups, d.candidateMinorityGroups, false],
    [s.candidateEducations, d.candidateEducations, true],
    [s.candidateEducationSkills, d.candidateEducationSkills, false],
    [s.candidateExperiences, d.candidateExperiences, true],
    [s.candidateExperienceSkills, d.candidateExperienceSkills, false],
    [s.candidateMatchingPreferences, d.candidateMatchingPreferences, true],
    [s.candidateVolunteerExperienceTypes, d.candidateVolunteerExperienceTypes, false],
    [s.candidateOnboardingSteps, d.candidateOnboardingSteps, false],
    [s.applications, d.applications, true],
    [s.applicationStatusChanges, d.applicationStatusChanges, true],
    [s.courses, d.courses, true],
    [s.enrollments, d.enrollments, true],
  ];
  const counts: Record<string, number> = {};
  for (const [table, rows] of order) {
    await insertAll(db, table, rows as PgTable['$inferInsert'][]);
    counts[getTableName(table)] = rows.length;
  }
  await bumpSequences(
    db,
    order.filter(([, , hasId]) => hasId).map(([table]) => table),
  );
  return counts;
}
