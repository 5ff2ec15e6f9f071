import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, containsText, countCapped, sortOrder } from '../../db/list-sql.ts';
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
  // The candidates of a skill or a cause are read first (their indexes) and the page chosen among them: walking the
  // list's order and testing each candidate would read most of the list when they sit late in it.
  if (f.skillIds?.length) {
    parts.push(sql`${candidates.id} = any(array(select ${candidateSkills.candidateId} from ${candidateSkills} where ${inArray(candidateSkills.skillId, f.skillIds)}))`);
  }
  if (f.focusAreaIds?.length) {
    parts.push(sql`${candidates.id} = any(array(select ${candidateFocusAreas.candidateId} from ${candidateFocusAreas} where ${inArray(candidateFocusAreas.focusAreaId, f.focusAreaIds)}))`);
  }
  if (f.cities?.length) parts.push(inArray(sql`lower(${addresses.city})`, f.cities.map((c) => c.toLowerCase())));
  if (f.regionIds?.length) parts.push(inArray(addresses.regionId, f.regionIds));
  const text = f.search?.trim();
  if (text) {
    // The e-mail, the full name, the profile's words; names also forgive: each word as typed or as an indexed word
    // it may mean (a typo, accents), in the first or the last name. Each is one index-backed condition (trigram
    // indexes, migrations 0001 and 0017; the search vector's GIN index) and their candidates are united first (an
    // array, so the plan reads those candidates by id) rather than every candidate tested in the list's order.
    const names = terms?.groups.length
      ? and(...terms.groups.map((group) => or(...group.flatMap((w) => [sql`ui.first_name ilike ${containsPattern(w)}`, sql`ui.last_name ilike ${containsPattern(w)}`]))))
      : undefined;
    const matches = [
      sql`select c.id from ${candidates} c join ${users} u on u.id = c.user_id where ${containsText(sql`u.user_name`, text)}`,
      sql`select c.id from ${candidates} c join ${userInformations} ui on ui.user_id = c.user_id where ${containsText(sql`ui.first_name || ' ' || ui.last_name`, text)}`,
      sql`select c.id from ${candidates} c where c.search_vector @@ websearch_to_tsquery('english', ${text})`,
      ...(names ? [sql`select c.id from ${candidates} c join ${userInformations} ui on ui.user_id = c.user_id where ${names}`] : []),
    ];
    parts.push(sql`${candidates.id} = any(array(${sql.join(matches, sql` union `)}))`);
  }
  return and(...parts)!;
}

const sortColumns = {
  email: users.userName,
  firstName: userInformations.firstName,
  lastName: userInformations.lastName,
  joinDate: candidates.joinDate,
} as const;

/**
 * Rows of the same name (or e-mail, or day) in the order of the sorted column's own table id, in the same direction:
 * with the indexes of (name, id) and (join date, id) (migration 0017) a page walks one index and stops after it.
 */
function tieBreak(first: { field: CandidateSortField; isAscending: boolean }): SQL {
  const id = first.field === 'email' ? users.id : first.field === 'joinDate' ? candidates.id : userInformations.id;
  return first.isAscending ? asc(id) : desc(id);
}

/** One page of candidates for staff, with the total (capped: countCapped); paging, filtering and sorting in SQL. */
export async function findCandidatesForStaff(
  db: DbOrTx,
  filter: CandidateListFilter,
  page: { offset: number; limit: number | null },
  sort: { field: CandidateSortField; isAscending: boolean }[],
) {
  const condition = where(filter, await expandSearch(db, filter.search?.trim() || null));
  const order = sort.length ? sort : [{ field: 'lastName' as const, isAscending: true }];
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
    .orderBy(...sortOrder(order, sortColumns), tieBreak(order[0]!))
    .offset(page.offset);
  const rows = await (page.limit === null ? base : base.limit(page.limit));
  const { total, totalCapped } = await countCapped(
    db,
    db
      .select({ id: candidates.id })
      .from(candidates)
      .innerJoin(users, eq(users.id, candidates.userId))
      .innerJoin(userInformations, eq(userInformations.userId, users.id))
      .leftJoin(addresses, eq(addresses.userInformationId, userInformations.id))
      .where(condition),
  );

  const ids = rows.map((r) => r.id);
  const [skillRows, focusRows] = ids.length
    ? await Promise.all([
        db.select({ candidateId: candidateSkills.candidateId, id: skills.id, name: skills.name }).from(candidateSkills).innerJoin(skills, eq(skills.id, candidateSkills.skillId)).where(inArray(candidateSkills.candidateId, ids)),
        db.select({ candidateId: candidateFocusAreas.candidateId, id: focusAreas.id, name: focusAreas.name }).from(candidateFocusAreas).innerJoin(focusAreas, eq(focusAreas.id, candidateFocusAreas.focusAreaId)).where(inArray(candidateFocusAreas.candidateId, ids)),
      ])
    : [[], []];
  return { rows, total, totalCapped, skillRows, focusRows };
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
