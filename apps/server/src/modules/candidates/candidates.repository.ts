import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, containsText, sortOrder } from '../../db/list-sql.ts';
import { addresses, applications, candidateFocusAreas, candidateMatchingPreferences, candidateSkills, candidates, focusAreas, regions, skills, userInformations, users } from '../../db/schema/index.ts';
import { expandSearch, type SearchTerms } from '../search/index.ts';

export interface CandidateListFilter {
  isDisabled?: boolean;
  skillIds?: number[];
  focusAreaIds?: number[];
  cities?: string[];
  regionIds?: number[];
  ids?: number[];
  search?: string | null;
}

export type CandidateSortField = 'email' | 'firstName' | 'lastName' | 'joinDate';

function where(f: CandidateListFilter, terms: SearchTerms | null = null): SQL {
  const parts: (SQL | undefined)[] = [isNull(candidates.deletedAt), isNull(users.deletedAt)];
  if (f.isDisabled !== undefined) parts.push(eq(candidates.isDisabled, f.isDisabled));
  if (f.ids?.length) parts.push(inArray(candidates.id, f.ids));
  if (f.skillIds?.length) {
    parts.push(sql`exists (select 1 from ${candidateSkills} where ${candidateSkills.candidateId} = ${candidates.id} and ${inArray(candidateSkills.skillId, f.skillIds)})`);
  }
  if (f.focusAreaIds?.length) {
    parts.push(sql`exists (select 1 from ${candidateFocusAreas} where ${candidateFocusAreas.candidateId} = ${candidates.id} and ${inArray(candidateFocusAreas.focusAreaId, f.focusAreaIds)})`);
  }
  if (f.cities?.length) parts.push(inArray(sql`lower(${addresses.city})`, f.cities.map((c) => c.toLowerCase())));
  if (f.regionIds?.length) parts.push(inArray(addresses.regionId, f.regionIds));
  const text = f.search?.trim();
  if (text) {
    // Names also forgive: each word as typed or as an indexed word it may mean (a typo, accents), in the first
    // or the last name (their trigram indexes serve the ILIKE).
    const names = terms?.groups.length
      ? and(...terms.groups.map((group) => or(...group.flatMap((w) => [ilike(userInformations.firstName, containsPattern(w)), ilike(userInformations.lastName, containsPattern(w))]))))
      : undefined;
    parts.push(
      or(
        containsText(users.userName, text),
        containsText(sql`${userInformations.firstName} || ' ' || ${userInformations.lastName}`, text),
        sql`${candidates.searchVector} @@ websearch_to_tsquery('english', ${text})`,
        names,
      ),
    );
  }
  return and(...parts)!;
}

const sortColumns = {
  email: users.userName,
  firstName: userInformations.firstName,
  lastName: userInformations.lastName,
  joinDate: candidates.joinDate,
} as const;

/** One page of candidates for staff, with total; paging, filtering and sorting in SQL. */
export async function findCandidatesForStaff(
  db: DbOrTx,
  filter: CandidateListFilter,
  page: { offset: number; limit: number | null },
  sort: { field: CandidateSortField; isAscending: boolean }[],
) {
  const condition = where(filter, await expandSearch(db, filter.search?.trim() || null));
  const base = db
    .select({
      id: candidates.id,
      userId: candidates.userId,
      isDisabled: candidates.isDisabled,
      onboardingComplete: candidates.onboardingComplete,
      joinDate: candidates.joinDate,
      userName: users.userName,
      firstName: userInformations.firstName,
      lastName: userInformations.lastName,
      city: addresses.city,
      region: regions.abbreviation,
    })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .innerJoin(userInformations, eq(userInformations.userId, users.id))
    .leftJoin(addresses, eq(addresses.userInformationId, userInformations.id))
    .leftJoin(regions, eq(regions.id, addresses.regionId))
    .where(condition)
    .orderBy(...sortOrder(sort.length ? sort : [{ field: 'lastName' as const, isAscending: true }], sortColumns), asc(candidates.id))
    .offset(page.offset);
  const rows = await (page.limit === null ? base : base.limit(page.limit));
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .innerJoin(userInformations, eq(userInformations.userId, users.id))
    .leftJoin(addresses, eq(addresses.userInformationId, userInformations.id))
    .where(condition)) as [{ total: number }];

  const ids = rows.map((r) => r.id);
  const [skillRows, focusRows] = ids.length
    ? await Promise.all([
        db.select({ candidateId: candidateSkills.candidateId, id: skills.id, name: skills.name }).from(candidateSkills).innerJoin(skills, eq(skills.id, candidateSkills.skillId)).where(inArray(candidateSkills.candidateId, ids)),
        db.select({ candidateId: candidateFocusAreas.candidateId, id: focusAreas.id, name: focusAreas.name }).from(candidateFocusAreas).innerJoin(focusAreas, eq(focusAreas.id, candidateFocusAreas.focusAreaId)).where(inArray(candidateFocusAreas.candidateId, ids)),
      ])
    : [[], []];
  return { rows, total, skillRows, focusRows };
}
type StaffCandidatePage = Awaited<ReturnType<typeof findCandidatesForStaff>>;
export type StaffCandidateRow = StaffCandidatePage['rows'][number];
/** A skill or focus area of a candidate on the page. */
export type NamedCandidateRow = StaffCandidatePage['skillRows'][number];

/** Cities candidates live in (not deleted ones), lower-case. */
export async function findCandidateCities(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ city: sql<string>`lower(${addresses.city})` })
    .from(addresses)
    .innerJoin(userInformations, eq(userInformations.id, addresses.userInformationId))
    .innerJoin(candidates, eq(candidates.userId, userInformations.userId))
    .where(and(isNull(candidates.deletedAt), sql`${addresses.city} <> ''`))
    .orderBy(sql`lower(${addresses.city})`);
  return rows.map((r) => r.city);
}

/** Provinces/States candidates live in (not deleted ones). */
export function findCandidateRegions(db: DbOrTx) {
  return db
    .select({ id: regions.id, name: regions.name, abbreviation: regions.abbreviation, countryId: regions.countryId })
    .from(regions)
    .where(
      sql`exists (select 1 from ${addresses} join ${userInformations} on ${userInformations.id} = ${addresses.userInformationId}
            join ${candidates} on ${candidates.userId} = ${userInformations.userId}
            where ${addresses.regionId} = ${regions.id} and ${candidates.deletedAt} is null)`,
    )
    .orderBy(asc(regions.name));
}
export type CandidateRegionRow = Awaited<ReturnType<typeof findCandidateRegions>>[number];

export async function insertCandidate(db: DbOrTx, values: typeof candidates.$inferInsert) {
  const [row] = await db.insert(candidates).values(values).returning({ id: candidates.id });
  return row!;
}

/**
 * A live candidate's facts the candidate policies read: their user, whether they are deactivated, whether they allow
 * charities to review their profile and, when charityId is given, whether they applied to that charity. Null when
 * the candidate is unknown or deleted.
 */
export async function findCandidateSubject(db: DbOrTx, candidateId: number, charityId: number | null) {
  const [row] = await db
    .select({
      userId: candidates.userId,
      isDisabled: candidates.isDisabled,
      allowsReview: sql<boolean>`coalesce(${candidateMatchingPreferences.permissionToViewInformation} and not ${candidateMatchingPreferences.withdrawParticipation}, false)`,
      appliedToActorCharity:
        charityId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${applications} where ${applications.candidateId} = ${candidates.id} and ${applications.charityId} = ${charityId})`,
    })
    .from(candidates)
    .leftJoin(candidateMatchingPreferences, eq(candidateMatchingPreferences.candidateId, candidates.id))
    .where(and(eq(candidates.id, candidateId), isNull(candidates.deletedAt)))
    .limit(1);
  return row ?? null;
}
