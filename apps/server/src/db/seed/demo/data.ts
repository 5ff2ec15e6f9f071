import type { PgTable } from 'drizzle-orm/pg-core';
import * as s from '../../schema/index.ts';

type Rows<T extends PgTable> = T['$inferInsert'][];

/**
 * Everything the demo inserts, built in memory with explicit ids (the database is empty), then written
 * one statement per table (write.ts). Ids are the position in the list plus one.
 */
export class DemoData {
  users: Rows<typeof s.users> = [];
  userInformations: Rows<typeof s.userInformations> = [];
  emails: Rows<typeof s.emails> = [];
  phones: Rows<typeof s.phones> = [];
  addresses: Rows<typeof s.addresses> = [];
  userStates: Rows<typeof s.userStates> = [];
  userSocialMediaLinks: Rows<typeof s.userSocialMediaLinks> = [];
  boardmatchRepresentatives: Rows<typeof s.boardmatchRepresentatives> = [];

  corporations: Rows<typeof s.corporations> = [];
  contacts: Rows<typeof s.contacts> = [];

  charities: Rows<typeof s.charities> = [];
  charityFocusAreas: Rows<typeof s.charityFocusAreas> = [];
  charityPrograms: Rows<typeof s.charityPrograms> = [];
  charityPositionMatchings: Rows<typeof s.charityPositionMatchings> = [];
  charitySocialMediaLinks: Rows<typeof s.charitySocialMediaLinks> = [];
  charityOnboardingSteps: Rows<typeof s.charityOnboardingSteps> = [];
  charityRepresentatives: Rows<typeof s.charityRepresentatives> = [];
  charityRepresentativeToRoles: Rows<typeof s.charityRepresentativeToRoles> = [];
  charityRepresentativeOnboardingSteps: Rows<typeof s.charityRepresentativeOnboardingSteps> = [];
  charityPositions: Rows<typeof s.charityPositions> = [];
  charityMandates: Rows<typeof s.charityMandates> = [];
  charityPostings: Rows<typeof s.charityPostings> = [];
  charityPostingSkills: Rows<typeof s.charityPostingSkills> = [];

  candidates: Rows<typeof s.candidates> = [];
  candidateSkills: Rows<typeof s.candidateSkills> = [];
  candidateFocusAreas: Rows<typeof s.candidateFocusAreas> = [];
  candidateMinorityGroups: Rows<typeof s.candidateMinorityGroups> = [];
  candidateEducations: Rows<typeof s.candidateEducations> = [];
  candidateEducationSkills: Rows<typeof s.candidateEducationSkills> = [];
  candidateExperiences: Rows<typeof s.candidateExperiences> = [];
  candidateExperienceSkills: Rows<typeof s.candidateExperienceSkills> = [];
  candidateMatchingPreferences: Rows<typeof s.candidateMatchingPreferences> = [];
  candidateVolunteerExperienceTypes: Rows<typeof s.candidateVolunteerExperienceTypes> = [];
  candidateOnboardingSteps: Rows<typeof s.candidateOnboardingSteps> = [];

  applications: Rows<typeof s.applications> = [];
  applicationStatusChanges: Rows<typeof s.applicationStatusChanges> = [];

  courses: Rows<typeof s.courses> = [];
  enrollments: Rows<typeof s.enrollments> = [];

  /** Appends a row, giving it the next id; answers the id. */
  add<R extends { id?: number }>(rows: R[], row: Omit<R, 'id'>): number {
    const id = rows.length + 1;
    rows.push({ ...row, id } as R);
    return id;
  }
}
