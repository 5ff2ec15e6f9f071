import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { LIST_TOTAL_CAP, collated, containsPattern, countCapped, foldedPattern, inIdOrder, sortOrder } from '../../db/list-sql.ts';
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
type CandidateSort = { field: CandidateSortField; isAscending: boolean };

/*
 * Staff candidates are chosen in candidate_list (migration 0018): one row per live candidate with every filter and
 * sort key of the list, kept by triggers, so a page walks one of its indexes (or sorts the few rows a filter's index
 * found) and only the page's rows are joined to the rest. The names the candidates hold, once each, are in
 * candidate_list_names.
 */

const list = (values: readonly (number | string)[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
const where = (parts: SQL[]) => (parts.length ? sql`where ${and(...parts)}` : sql``);

/** The filters, on a candidate_list row (`l`). */
function filters(f: CandidateListFilter): SQL[] {
  const parts: SQL[] = [];
  if (f.isDisabled !== undefined) parts.push(sql`l.is_disabled = ${f.isDisabled}`);
  if (f.ids?.length) parts.push(sql`l.candidate_id in (${list(f.ids)})`);
  if (f.skillIds?.length) parts.push(sql`l.skill_ids && array[${list(f.skillIds)}]::int[]`);
  if (f.focusAreaIds?.length) parts.push(sql`l.focus_area_ids && array[${list(f.focusAreaIds)}]::int[]`);
  if (f.cities?.length) parts.push(sql`l.city in (${list(f.cities.map((c) => c.toLowerCase()))})`);
  if (f.regionIds?.length) parts.push(sql`l.region_id in (${list(f.regionIds)})`);
  return parts;
}

/**
 * A name a search finds, on a row of candidate_list (`l`) or candidate_list_names (`n`): the full name holds the
 * search (case and accents aside), or each word of it, as typed or as an indexed word it may mean (a typo, accents),
 * is in the first or the last name. Both depend on the name alone.
 */
function nameMatch(alias: 'l' | 'n', text: string, terms: SearchTerms | null): SQL {
  const a = sql.raw(alias);
  const full = sql`${a}.full_name like ${foldedPattern(text)}`;
  if (!terms?.groups.length) return full;
  const words = and(...terms.groups.map((group) => or(...group.flatMap((w) => [sql`${a}.first_name ilike ${containsPattern(w)}`, sql`${a}.last_name ilike ${containsPattern(w)}`]))))!;
  return sql`(${full} or ${words})`;
}

/** What else a search finds: the e-mail (folded), or the profile's words (the candidates' search vector). */
function otherMatch(text: string): SQL {
  return sql`(l.email like ${foldedPattern(text)}
    or l.candidate_id = any(array(select c.id from ${candidates} c where c.search_vector @@ websearch_to_tsquery('english', ${text}))))`;
}

/** The list's order on rows `l` (or the page's matches `m`): texts in the readers' order, ties by the sorted column's own table id. */
function orderBy(alias: 'l' | 'm', sort: CandidateSort[]): SQL {
  const a = sql.raw(alias);
  const columns = {
    email: collated(sql`${a}.user_name`),
    firstName: collated(sql`${a}.first_name`),
    lastName: collated(sql`${a}.last_name`),
    joinDate: sql`${a}.join_date`,
  };
  const first = sort[0]!;
  const tie = first.field === 'email' ? sql`${a}.user_id` : first.field === 'joinDate' ? sql`${a}.candidate_id` : sql`${a}.user_information_id`;
  return sql.join([...sortOrder(sort, columns), first.isAscending ? sql`${tie} asc` : sql`${tie} desc`], sql`, `);
}

const KEYS = sql`l.candidate_id, l.last_name, l.first_name, l.user_name, l.join_date, l.user_information_id, l.user_id`;

/** Past this many names found, a search's name matches are tested on the rows the list walks rather than by name. */
const NAMES_WALKED = 500;

/** The last and first names of the names a search finds, each once; null when there are too many to walk by name. */
type FoundNames = { last: string[]; first: string[] } | null;

async function findNames(db: DbOrTx, text: string, terms: SearchTerms | null): Promise<FoundNames> {
  const result = (await db.execute(
    sql`select n.last_name, n.first_name from candidate_list_names n where ${nameMatch('n', text, terms)} limit ${NAMES_WALKED + 1}`,
  )) as unknown as { rows: { last_name: string; first_name: string }[] };
  if (result.rows.length > NAMES_WALKED) return null;
  return { last: [...new Set(result.rows.map((r) => r.last_name))], first: [...new Set(result.rows.map((r) => r.first_name))] };
}

/**
 * The candidates a search finds by name: those whose last name (or first name) is one of the names found, read
 * through that name's index (only the ranges of those names; in the list's order when it is sorted by it) and kept
 * when their name matches: a page or a count reads its own rows, however many other people share the name.
 */
function byName(text: string, terms: SearchTerms | null, names: FoundNames, range: 'last' | 'first'): SQL {
  if (!names) return nameMatch('l', text, terms);
  const values = names[range];
  if (!values.length) return sql`false`;
  return sql`l.${sql.raw(range === 'first' ? 'first_name' : 'last_name')} collate "und-x-icu" in (${list(values)}) and ${nameMatch('l', text, terms)}`;
}

type Search = { text: string; terms: SearchTerms | null; names: FoundNames };

/**
 * A list of the candidates of some skills with no other filter, by last name: each skill's candidates are held in
 * candidate_list_skills (migration 0019) in that order, so a page walks each skill's first rows and a count reads the
 * index, instead of reading every candidate of the skill (3,750 at 1000 times the demo) to sort them by name.
 */
const bySkillsAlone = (f: CandidateListFilter, search: Search | null) =>
  !search && !!f.skillIds?.length && f.isDisabled === undefined && !f.ids?.length && !f.focusAreaIds?.length && !f.cities?.length && !f.regionIds?.length;

/** The candidates of the skills in candidate_list_skills: once each (a candidate holds a skill once). */
function ofSkills(skillIds: number[]): SQL {
  const rows = sql`select k.candidate_id from candidate_list_skills k where k.skill_id in (${list(skillIds)})`;
  return skillIds.length === 1 ? rows : sql`select distinct k.candidate_id from candidate_list_skills k where k.skill_id in (${list(skillIds)})`;
}

/** The page's candidate ids, in the list's order. */
async function findPageIds(db: DbOrTx, f: CandidateListFilter, search: Search | null, sort: CandidateSort[], page: { offset: number; limit: number | null }) {
  const limit = page.limit === null ? sql`` : sql`limit ${page.limit}`;
  let query: SQL;
  if (search) {
    // The name matches and the other matches, each up to the page's end in the list's order, then merged.
    const upTo = page.limit === null ? sql`` : sql`limit ${page.offset + page.limit}`;
    const named = byName(search.text, search.terms, search.names, sort[0]!.field === 'firstName' ? 'first' : 'last');
    query = sql`select m.candidate_id from (
        (select ${KEYS} from candidate_list l ${where([named, ...filters(f)])} order by ${orderBy('l', sort)} ${upTo})
        union (select ${KEYS} from candidate_list l ${where([otherMatch(search.text), ...filters(f)])} order by ${orderBy('l', sort)} ${upTo})
      ) m order by ${orderBy('m', sort)} ${limit} offset ${page.offset}`;
  } else if (bySkillsAlone(f, search) && sort[0]!.field === 'lastName') {
    const dir = sort[0]!.isAscending ? 'asc' : 'desc';
    const inOrder = sql.raw(`last_name ${dir}, user_information_id ${dir}`);
    const upTo = page.limit === null ? sql`` : sql`limit ${page.offset + page.limit}`;
    const each = f.skillIds!.map(
      (skill) => sql`(select k.candidate_id, k.last_name, k.user_information_id from candidate_list_skills k where k.skill_id = ${skill} order by ${inOrder} ${upTo})`,
    );
    query = sql`select u.candidate_id from (${sql.join(each, sql` union `)}) u order by ${inOrder} ${limit} offset ${page.offset}`;
  } else if (f.skillIds?.length || f.focusAreaIds?.length) {
    // The candidates of a skill or a cause are read first (their GIN index; offset 0 keeps the planner from walking
    // the list's order instead) and the page chosen among them: walking the order and testing each candidate read
    // most of the list when they sat late in it.
    query = sql`select m.candidate_id from (select ${KEYS} from candidate_list l ${where(filters(f))} offset 0) m
      order by ${orderBy('m', sort)} ${limit} offset ${page.offset}`;
  } else {
    query = sql`select l.candidate_id from candidate_list l ${where(filters(f))} order by ${orderBy('l', sort)} ${limit} offset ${page.offset}`;
  }
  const result = (await db.execute(query)) as unknown as { rows: { candidate_id: number }[] };
  return result.rows.map((r) => Number(r.candidate_id));
}

/**
 * The list's matches, for the capped count: a candidate found both by name and otherwise counts once. The name
 * matches are read through whichever of the last or first names found are fewer (the narrower ranges).
 */
function matchesQuery(f: CandidateListFilter, search: Search | null): SQL {
  if (!search) return sql`select l.candidate_id from candidate_list l ${where(filters(f))}`;
  const cap = LIST_TOTAL_CAP + 1;
  const range = search.names && search.names.first.length < search.names.last.length ? 'first' : 'last';
  return sql`(select l.candidate_id from candidate_list l ${where([byName(search.text, search.terms, search.names, range), ...filters(f)])} limit ${cap})
    union (select l.candidate_id from candidate_list l ${where([otherMatch(search.text), ...filters(f)])} limit ${cap})`;
}

/** One page of candidates for staff, with the total (capped: countCapped); paging, filtering and sorting in SQL. */
export async function findCandidatesForStaff(db: DbOrTx, filter: CandidateListFilter, page: { offset: number; limit: number | null }, sort: CandidateSort[]) {
  const text = filter.search?.trim() || null;
  const terms = await expandSearch(db, text);
  const search = text ? { text, terms, names: await findNames(db, text, terms) } : null;
  const order = sort.length ? sort : [{ field: 'lastName' as const, isAscending: true }];
  const ids = await findPageIds(db, filter, search, order, page);
  const found = ids.length
    ? await db
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
        .where(inArray(candidates.id, ids))
    : [];
  const rows = inIdOrder(ids, found);
  const { total, totalCapped } = await countCapped(db, bySkillsAlone(filter, search) ? ofSkills(filter.skillIds!) : matchesQuery(filter, search));

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
