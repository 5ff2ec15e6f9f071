import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Page, PostingFilter, Sort } from './search.filters.ts';
import { documentQuery, namesQuery, expandSearch, type SearchTerms } from './search-terms.ts';
import { and, browseIds, capTotal, list, orderByKeys, rankedIds, rankedKeys, rows, tierCountsQuery, TOTAL_CAP, whereAddress, type Match, type SortKey, type TierCounts, type TieredTable } from './search-page.ts';

/*
 * The posting list (search page, charity listings, a candidate's view) reads posting_search (s): one row per
 * open posting of a charity that is not deleted, kept on write by triggers (migrations 0007 and 0008), with the
 * filters (its skill ids among them), the sort keys, the folded names and one document (English and French
 * stems) of the posting, its position and its charity. The page is chosen there alone; only its rows are joined
 * to the rest.
 */

function postingWhere(f: PostingFilter, candidateId: number | null, terms: SearchTerms | null, match: Match = 'any'): SQL {
  return postingWhereText(f, candidateId, f.text ? (terms ? postingMatch(terms, match) : sql`false`) : null);
}

/** The filters and a search's condition (`text`, none when not searching). */
function postingWhereText(f: PostingFilter, candidateId: number | null, text: SQL | null): SQL {
  const parts: SQL[] = [];
  parts.push(...expiryWindow(f, 's'));
  if (text) parts.push(text);
  const place = whereAddress(f);
  if (place) parts.push(sql`s.charity_id in (select a2.charity_id from addresses a2 where ${place})`);
  if (f.charityIds.length) parts.push(sql`s.charity_id in (${list(f.charityIds)})`);
  if (f.positionIds.length || f.positionNames.length) {
    const byId = f.positionIds.length ? sql`s.position_id in (${list(f.positionIds)})` : sql`false`;
    const byName = f.positionNames.length ? sql`s.position_id in (select pn.id from charity_positions pn where lower(pn.name) in (${list(f.positionNames)}))` : sql`false`;
    parts.push(sql`(${byId} or ${byName})`);
  }
  if (f.skillIds.length) parts.push(sql`s.skill_ids && array[${list(f.skillIds)}]::int[]`);
  if (f.focusAreaIds.length) parts.push(sql`exists (select 1 from charity_focus_areas cf where cf.charity_id = s.charity_id and cf.focus_area_id in (${list(f.focusAreaIds)}))`);
  if (f.applied !== null) {
    const applied = candidateId === null ? sql`false` : sql`exists (select 1 from applications ap where ap.posting_id = s.posting_id and ap.candidate_id = ${candidateId})`;
    parts.push(f.applied ? applied : sql`not ${applied}`);
  }
  return and(parts);
}

/** The expiry filters on a row of posting_search or posting_search_skills (`alias`): open ones only, or a window. */
function expiryWindow(f: PostingFilter, alias: 's' | 'k'): SQL[] {
  const expiry = sql.raw(`${alias}.expiry_date`);
  const parts: SQL[] = [];
  if (f.hideExpired) parts.push(sql`${expiry} >= current_date`);
  if (f.dateRange === 0) parts.push(sql`${expiry} = current_date`);
  else if (f.dateRange > 0) parts.push(sql`${expiry} >= current_date and ${expiry} <= current_date + make_interval(months => ${f.dateRange}::int)`);
  return parts;
}

/** A browse by skills with no filter but the expiry's: its postings are all in posting_search_skills. */
function bySkillsAlone(f: PostingFilter): boolean {
  return (
    !f.text &&
    f.skillIds.length > 0 &&
    !f.cities.length &&
    !f.regionIds.length &&
    !f.charityIds.length &&
    !f.positionIds.length &&
    !f.positionNames.length &&
    !f.focusAreaIds.length &&
    f.applied === null
  );
}

/**
 * The postings of the skills in the expiry window, each once, with their sort keys, read from posting_search_skills
 * (migration 0019) in its (skill, expiry) index alone: counted and, when a page is chosen among a few (at most the
 * cap), sorted there without reading a search row. More are walked in posting_search's own order instead.
 */
const skillsTable = (f: PostingFilter): TieredTable => ({
  from: sql`(select distinct k.posting_id, k.date_posted, k.expiry_date from posting_search_skills k
    where k.skill_id in (${list(f.skillIds)}) and ${and(expiryWindow(f, 'k'))}) s`,
  alias: 's',
  id: sql`s.posting_id`,
  where: () => sql`true`,
});

/** A posting's tiers: the position's or the charity's name is the search, or holds its words whole; or the document matches. */
function postingMatch(terms: SearchTerms, match: Match): SQL {
  const whole = sql`s.names @@ ${namesQuery(terms)}`;
  const text = sql`s.document @@ ${documentQuery(terms)}`;
  if (match === 'exact') return sql`(s.position_name = ${terms.folded} or s.charity_name = ${terms.folded})`;
  if (match === 'whole') return whole;
  if (match === 'text') return text;
  return sql`(${text} or ${whole})`;
}

const postingTable = (f: PostingFilter, candidateId: number | null, terms: SearchTerms | null): TieredTable => ({
  from: sql`posting_search s`,
  alias: 's',
  id: sql`s.posting_id`,
  where: (match) => postingWhere(f, candidateId, terms, match),
  // An exact match is a position or a charity named so: counted as two parts, each read in its own (name, expiry)
  // index and left at the cap. The two names ORed would be read through both indexes whole first: 40,000 postings
  // are named 'Treasurer' at 1000 times the demo.
  parts: (match) =>
    match === 'exact' && f.text && terms
      ? [
          postingWhereText(f, candidateId, sql`s.position_name = ${terms.folded}`),
          postingWhereText(f, candidateId, sql`s.charity_name = ${terms.folded} and s.position_name is distinct from ${terms.folded}`),
        ]
      : null,
});

export const postingCountsQuery = (f: PostingFilter, candidateId: number | null, terms: SearchTerms | null) =>
  tierCountsQuery(bySkillsAlone(f) ? skillsTable(f) : postingTable(f, candidateId, terms), !!(f.text && terms));

/** A search: the newest first within each tier. Browsing: the chosen sort. */
function postingOrder(terms: SearchTerms | null, sort: Sort[]): SortKey[] {
  if (terms) return [[sql`s.date_posted`, 'desc'], [sql`s.posting_id`, 'desc']];
  const s = sort[0];
  if (s?.field === 'name') return [[sql`s.position_name`, s.isAscending ? 'asc' : 'desc'], [sql`s.posting_id`, 'desc']];
  if (s?.field === 'expiryDate') return [[sql`s.expiry_date`, s.isAscending ? 'asc' : 'desc'], [sql`s.posting_id`, 'desc']];
  if (s?.field === 'datePosted' && s.isAscending) return [[sql`s.date_posted`, 'asc'], [sql`s.posting_id`, 'asc']];
  return [[sql`s.date_posted`, 'desc'], [sql`s.posting_id`, 'desc']];
}

export interface PostingRow {
  id: number;
  charity_id: number;
  charity_name: string;
  city: string | null;
  region: string | null;
  position_id: number;
  position_name: string;
  is_not_board: boolean;
  description: string;
  special_requirements: string | null;
  start_date: string;
  end_date: string;
  expiry_date: string;
  date_posted: string | Date;
  charity_posting_status_id: number;
  /** mine: the signed-in candidate has the skill too. */
  skills: { id: number; name: string; mine: boolean }[];
  applied: boolean;
}

/** The page of postings: chosen on posting_search, then its rows joined to the posting, charity, position, place and skills. */
export function postingPageQuery(f: PostingFilter, candidateId: number | null, page: Page, sort: Sort[], terms: SearchTerms | null, counts: TierCounts): SQL {
  const order = postingOrder(terms, sort);
  const fromSkills = bySkillsAlone(f) && counts.total <= TOTAL_CAP && sort[0]?.field !== 'name';
  const table = fromSkills ? skillsTable(f) : postingTable(f, candidateId, terms);
  const searching = !!(f.text && terms);
  const keys = searching ? rankedKeys(order) : order;
  const ids = searching ? rankedIds(table, order, counts, page) : browseIds(table, order, counts.total, page);
  const applied = candidateId === null ? sql`false` : sql`exists (select 1 from applications ap where ap.posting_id = p.id and ap.candidate_id = ${candidateId})`;
  const mine = candidateId === null ? sql`false` : sql`exists (select 1 from candidate_skills cs where cs.candidate_id = ${candidateId} and cs.skill_id = sk.id)`;
  return sql`
    select p.id, p.charity_id, c.name as charity_name, a.city, r.abbreviation as region,
      pos.id as position_id, pos.name as position_name, pos.is_not_board,
      p.description, p.special_requirements, p.start_date::text as start_date, p.end_date::text as end_date,
      p.expiry_date::text as expiry_date, p.date_posted, p.charity_posting_status_id,
      coalesce((select json_agg(json_build_object('id', sk.id, 'name', sk.name, 'mine', ${mine}) order by sk.name)
        from charity_posting_skills ps join skills sk on sk.id = ps.skill_id where ps.charity_posting_id = p.id), '[]'::json) as skills,
      ${applied} as applied
    from (${ids}) m
    join charity_postings p on p.id = m.id
    join charities c on c.id = p.charity_id
    join charity_positions pos on pos.id = p.charity_position_id
    left join addresses a on a.charity_id = c.id
    left join regions r on r.id = a.region_id
    order by ${orderByKeys(keys, 'm.')}`;
}

/**
 * A page of postings and the capped total: the counts first (they tell how to read each tier), then the
 * page when there is anything to show.
 */
export async function findPostings(db: DbOrTx, f: PostingFilter, candidateId: number | null, page: Page, sort: Sort[]) {
  const terms = await expandSearch(db, f.text);
  const [counts] = await rows<TierCounts>(db, postingCountsQuery(f, candidateId, terms));
  const items = counts!.total > page.offset ? await rows<PostingRow>(db, postingPageQuery(f, candidateId, page, sort, terms, counts!)) : [];
  return { items, ...capTotal(counts!.total) };
}
