import { asc } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import * as s from '../../db/schema/index.ts';

/** Public reference lists by URL name, each ordered by id. */
const lists: Record<string, PgTable & { id: PgColumn }> = {
  countries: s.countries,
  regions: s.regions,
  'phone-types': s.phoneTypes,
  pronouns: s.pronouns,
  skills: s.skills,
  'focus-areas': s.focusAreas,
  'education-types': s.educationTypes,
  'experience-contract-types': s.experienceContractTypes,
  'experience-location-types': s.experienceLocationTypes,
  'introduction-types': s.introductionTypes,
  'volunteer-program-types': s.volunteerProgramTypes,
  'volunteer-experience-types': s.volunteerExperienceTypes,
  'board-experience-types': s.boardExperienceTypes,
  'age-groups': s.ageGroups,
  'minority-groups': s.minorityGroups,
  'charity-types': s.charityTypes,
  'charity-scopes': s.charityScopes,
  'board-types': s.boardTypes,
  'development-stages': s.developmentStages,
  'funding-statuses': s.fundingStatuses,
  'board-work-hours': s.boardWorkHours,
  'position-types': s.positionTypes,
  'application-statuses': s.applicationStatuses,
  'posting-statuses': s.postingStatuses,
  'file-privacy-types': s.filePrivacyTypes,
  'course-types': s.courseTypes,
  'social-media-types': s.socialMediaTypes,
};

export const LOOKUP_LIST_NAMES = Object.keys(lists);

/** One row of a reference list: its columns as stored. */
export type LookupRow = Record<string, unknown>;

/** The rows of a reference list by its URL name, or null for an unknown name. */
export async function findLookupList(db: DbOrTx, name: string): Promise<LookupRow[] | null> {
  const table = Object.hasOwn(lists, name) ? lists[name] : undefined;
  return table ? db.select().from(table).orderBy(asc(table.id)) : null;
}
