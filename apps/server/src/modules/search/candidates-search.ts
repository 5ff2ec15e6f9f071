import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { CandidateFilter, Page, Sort } from './search.filters.ts';
import { documentQuery, namesQuery, expandSearch, type SearchTerms } from './search-terms.ts';
import { activeImage } from './search.repository.ts';
import { namedReferences, NO_REFERENCES, type NamedReferences } from './search-references.ts';
import { and, browseIds, capTotal, intArray, limitOffset, list, orderByKeys, rankedIds, rankedKeys, rows, tierCountsQuery, TOTAL_CAP, whereAddress, type Match, type SortKey, type TierCounts, type TieredTable } from './search-page.ts';

/*
 * Candidate Search (charity representatives) reads candidate_search (s): one row per candidate who lets
 * charities review their profile and is neither deleted nor disabled, kept on write by triggers (migrations
 * 0007 and 0008), with the skill ids, the name sort keys, the folded names and one document (English and French
 * stems) of the names, titles, organisation and about. The page is chosen there alone; only its rows are joined
 * to the rest.
 */

/** The words of a search as the database reads them, and the skills and causes they name. */
export interface CandidateSearch {
  terms: SearchTerms | null;
  named: NamedReferences;
}

function candidateWhere(f: CandidateFilter, search: CandidateSearch, match: Match = 'any'): SQL {
  const parts: SQL[] = [];
  if (f.text) parts.push(search.terms ? candidateMatch(search, match) : sql`false`);
  const place = whereAddress(f);
  if (place) parts.push(sql`s.user_information_id in (select a2.user_information_id from addresses a2 where ${place})`);
  if (f.skillIds.length) parts.push(sql`s.skill_ids && ${intArray(f.skillIds)}`);
  if (f.focusAreaIds.length) parts.push(sql`s.focus_area_ids && ${intArray(f.focusAreaIds)}`);
  if (f.boardExperienceIds.length) parts.push(sql`s.board_experience_type_id in (${list(f.boardExperienceIds)})`);
  if (f.languages.length) parts.push(sql`s.language in (${list(f.languages)})`);
  return and(parts);
}

/** The candidates matching a search (any tier) and the filters. */
export const candidateWhereFor = (f: CandidateFilter, search: CandidateSearch) => candidateWhere(f, search, 'any');

/**
 * A candidate's tiers: the full name is the search, or holds its words whole; or the document matches, or the
 * candidate holds a skill or cause the search names (in English or French: search-references.ts).
 */
function candidateMatch({ terms, named }: CandidateSearch, match: Match): SQL {
  const whole = sql`s.names @@ ${namesQuery(terms!)}`;
  const held = [
    ...(named.skillIds.length ? [sql`s.skill_ids && ${intArray(named.skillIds)}`] : []),
    ...(named.focusAreaIds.length ? [sql`s.focus_area_ids && ${intArray(named.focusAreaIds)}`] : []),
  ];
  // The array tests first: they are cheap, and a row they take is not read for its document.
  const text = sql.join([...held, sql`s.document @@ ${documentQuery(terms!)}`], sql` or `);
  if (match === 'exact') return sql`s.full_name = ${terms!.folded}`;
  if (match === 'whole') return whole;
  if (match === 'text') return sql`(${text})`;
  return sql`(${text} or ${whole})`;
}

const candidateTable = (f: CandidateFilter, search: CandidateSearch): TieredTable => ({
  from: sql`candidate_search s`,
  alias: 's',
  id: sql`s.candidate_id`,
  where: (match) => candidateWhere(f, search, match),
  // A search alone that names skills matches each of their holders, found in candidate_search_skills' index: a skill
  // held by thousands passes the cap there at once, where the count read every candidate's document until it did.
  someMatches: searchAlone(f) && search.named.skillIds.length ? sql`select 1 from candidate_search_skills k where k.skill_id in (${list(search.named.skillIds)})` : null,
});

/** No place, cause, experience or language filter: the skills and the search text alone may narrow the candidates. */
const noFilterBeside = (f: CandidateFilter) =>
  !f.cities.length && !f.regionIds.length && !f.focusAreaIds.length && !f.boardExperienceIds.length && !f.languages.length;

/** A search with no filter beside it. */
const searchAlone = (f: CandidateFilter) => !!f.text && !f.skillIds.length && noFilterBeside(f);

/** A browse by skills with no other filter: its candidates are all in candidate_search_skills (migration 0019). */
const bySkillsAlone = (f: CandidateFilter) => !f.text && f.skillIds.length > 0 && noFilterBeside(f);

/** The candidates of the skills, one row per candidate and skill, in candidate_search_skills' (skill, name) index. */
const ofSkills = (f: CandidateFilter) => sql`candidate_search_skills k where k.skill_id in (${list(f.skillIds)})`;

/** A candidate holds a skill once: one skill's rows are counted as they are, several skills' once per candidate. */
export const candidateCountsQuery = (f: CandidateFilter, search: CandidateSearch) => {
  if (!bySkillsAlone(f)) return tierCountsQuery(candidateTable(f, search), !!(f.text && search.terms));
  const matches = f.skillIds.length === 1 ? sql`select 1 from ${ofSkills(f)}` : sql`select distinct k.candidate_id from ${ofSkills(f)}`;
  return sql`select (select count(*)::int from (${matches} limit ${TOTAL_CAP + 1}) counted) as total, 0 as exact, 0 as whole`;
};

/**
 * The ids of a page of a browse by skills, with its sort keys k0 ...: each skill's first offset + limit candidates in
 * the order's index, merged (a candidate of two skills once). A page reads those rows alone, however many hold a skill.
 */
function skillsPageIds(f: CandidateFilter, order: SortKey[], page: Page): SQL {
  const bound = page.offset + (page.limit ?? TOTAL_CAP);
  const keys = order.map(([expr], i) => sql`${expr} as ${sql.raw(`k${i}`)}`);
  const inOrder = sql.join(order.map(([expr, dir]) => sql`${expr} ${sql.raw(dir)}`), sql`, `);
  const each = f.skillIds.map(
    (skill) => sql`(select s.candidate_id as id, ${sql.join(keys, sql`, `)} from candidate_search_skills s where s.skill_id = ${skill} order by ${inOrder} limit ${bound})`,
  );
  return sql`select * from (${sql.join(each, sql` union `)}) u order by ${orderByKeys(order)} ${limitOffset(page)}`;
}

/** By last name (the default) or first name; within each tier when searching. */
const candidateOrder = (sort: Sort[]): SortKey[] =>
  sort[0]?.field === 'firstName'
    ? [[sql`s.first_name`, 'asc'], [sql`s.last_name`, 'asc'], [sql`s.candidate_id`, 'asc']]
    : [[sql`s.last_name`, 'asc'], [sql`s.first_name`, 'asc'], [sql`s.candidate_id`, 'asc']];

export interface CandidateRow {
  id: number;
  first_name: string;
  last_name: string;
  profile_colour: string;
  city: string | null;
  region: string | null;
  title: string | null;
  organization_name: string | null;
  profile_image_id: number | null;
}

/** A column of the current experience (no end date); a scalar subquery, so it runs for the page's rows only. */
const currentExperience = (column: 'title' | 'organization_name') =>
  sql.raw(`(select e.${column} from candidate_experiences e where e.candidate_id = cand.id and e.end_date is null order by e.start_date desc nulls last, e.id desc limit 1)`);

/** The page of candidates: chosen on candidate_search, then its rows joined to the candidate, the person and the place. */
export function candidatePageQuery(f: CandidateFilter, page: Page, sort: Sort[], search: CandidateSearch, counts: TierCounts): SQL {
  const table = candidateTable(f, search);
  const order = candidateOrder(sort);
  const searching = !!(f.text && search.terms);
  const ids = searching ? rankedIds(table, order, counts, page) : bySkillsAlone(f) ? skillsPageIds(f, order, page) : browseIds(table, order, counts.total, page);
  return candidateRowsQuery(ids, searching ? rankedKeys(order) : order);
}

/** The rows of a page of ids (with its sort keys as k0 ...), joined to the candidate, the person and the place. */
export function candidateRowsQuery(ids: SQL, keys: SortKey[]): SQL {
  return sql`
    select cand.id, ui.first_name, ui.last_name, ui.profile_colour, a.city, r.abbreviation as region,
      coalesce(${currentExperience('title')}, cand.experience_title) as title,
      coalesce(${currentExperience('organization_name')}, cand.experience_organization_name) as organization_name,
      ${activeImage('candidate', sql`cand.id`)} as profile_image_id
    from (${ids}) m
    join candidates cand on cand.id = m.id
    join user_informations ui on ui.user_id = cand.user_id
    left join addresses a on a.user_information_id = ui.id
    left join regions r on r.id = a.region_id
    order by ${orderByKeys(keys, 'm.')}`;
}

/** The words of a search widened (typos, prefixes) and the skills and causes they name. */
export async function readCandidateSearch(db: DbOrTx, text: string | null): Promise<CandidateSearch> {
  if (!text) return { terms: null, named: NO_REFERENCES };
  const [terms, named] = await Promise.all([expandSearch(db, text), namedReferences(db, text)]);
  return { terms, named };
}

/** A page of reviewable candidates and the capped total: the counts first, then the page when there is anything to show. */
export async function findReviewableCandidates(db: DbOrTx, f: CandidateFilter, page: Page, sort: Sort[]) {
  const search = await readCandidateSearch(db, f.text);
  const [counts] = await rows<TierCounts>(db, candidateCountsQuery(f, search));
  const items = counts!.total > page.offset ? await rows<CandidateRow>(db, candidatePageQuery(f, page, sort, search, counts!)) : [];
  return { items, ...capTotal(counts!.total) };
}
