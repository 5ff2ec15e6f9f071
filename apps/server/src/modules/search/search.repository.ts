import { sql, type SQL } from 'drizzle-orm';
import { FileType, PostingStatus } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { CandidateFilter, CharityFilter, Page, PostingFilter, Sort } from './search.filters.ts';
import { expandSearch, nameRank, plainTerms, tsq, type SearchTerms } from './search-terms.ts';

/*
 * The search and browse queries. Text search is PostgreSQL full-text (to_tsquery on the generated
 * search_vector columns, english stemming: 'accountant' finds 'accounting') with each word widened to the
 * indexed words within its typos, prefix and accents (search-terms.ts), or trigram word similarity on
 * names; both are GIN-indexed. Exact and whole-word name matches rank first. A match set is built from index-backed
 * branches (UNION), ranked, and paged in SQL; totals are a count in SQL. bench/search-plans.ts shows the
 * plans at 100 times the demo's size.
 */

type Row = Record<string, unknown>;

async function rows<T = Row>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Word similarity needed for a trigram name match: 0.5 lets one typo through ('Harbur', 'Tresurer'). */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * Runs a search with the trigram threshold set for this transaction only (SET LOCAL semantics), so the
 * index-backed operator %> applies it; without search text it runs as is.
 */
async function withThreshold<T>(db: DbOrTx, text: string | null | undefined, run: (db: DbOrTx) => Promise<T>): Promise<T> {
  if (!text) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`);
    return run(tx);
  });
}

/** A page of rows and the total, as the service runs a search (trigram threshold set when there is text). */
function pageAndTotal<T>(
  db: DbOrTx,
  text: string | null,
  build: (terms: SearchTerms | null) => { list: SQL; count: SQL },
): Promise<{ items: T[]; total: number }> {
  return withThreshold(db, text, async (tx) => {
    const { list: listQuery, count: countQuery } = build(await expandSearch(tx, text));
    const items = await rows<T>(tx, listQuery);
    const [count] = await rows<{ total: number }>(tx, countQuery);
    return { items, total: count?.total ?? 0 };
  });
}

const list = <T>(values: T[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
const limitOffset = (page: Page) => (page.limit === null ? sql`offset ${page.offset}` : sql`limit ${page.limit} offset ${page.offset}`);
const and = (parts: SQL[]) => sql.join(parts, sql` and `);

/** No search text, or none that makes a word: the terms decide (null matches nothing). */
const termsOf = (f: { text: string | null }, terms: SearchTerms | null | undefined) => (terms === undefined ? plainTerms(f.text) : terms);

const activeImage = (entityType: 'charity' | 'candidate', entityId: SQL) =>
  sql`(select f.id from files f where f.entity_type = ${entityType} and f.entity_id = ${entityId} and f.file_type_id = ${FileType.profileImage} and f.is_active and f.deleted_at is null order by f.id desc limit 1)`;

/** An open posting: status open, not deleted (its charity not deleted is checked by the caller's join). */
const openPosting = (p: string, hideExpired = true) =>
  sql.raw(`${p}.deleted_at is null and ${p}.charity_posting_status_id = ${PostingStatus.open}${hideExpired ? ` and ${p}.expiry_date >= current_date` : ''}`);

/** City and region filters on addresses (a2), used as a semi-join so the address indexes drive it. */
function whereAddress(f: { cities: string[]; regionIds: number[] }): SQL | null {
  const parts: SQL[] = [];
  if (f.cities.length) parts.push(sql`lower(a2.city) in (${list(f.cities)})`);
  if (f.regionIds.length) parts.push(sql`a2.region_id in (${list(f.regionIds)})`);
  return parts.length ? and(parts) : null;
}

// ---------------------------------------------------------------------------------------------------------
// Charities

function charityWhere(f: CharityFilter, terms: SearchTerms | null): SQL {
  const parts: SQL[] = [sql`c.deleted_at is null`, sql`not c.is_disabled`];
  if (f.text) parts.push(terms ? sql`(c.search_vector @@ ${tsq(terms)} or c.name %> ${f.text})` : sql`false`);
  const place = whereAddress(f);
  if (place) parts.push(sql`c.id in (select a2.charity_id from addresses a2 where ${place})`);
  if (f.charityIds.length) parts.push(sql`c.id in (${list(f.charityIds)})`);
  if (f.focusAreaIds.length) parts.push(sql`exists (select 1 from charity_focus_areas cf where cf.charity_id = c.id and cf.focus_area_id in (${list(f.focusAreaIds)}))`);
  return and(parts);
}

export interface CharityRow {
  id: number;
  name: string;
  quote: string | null;
  mandate: string | null;
  vision: string | null;
  city: string | null;
  region: string | null;
  country: string | null;
  profile_image_id: number | null;
  active_posting_count: number;
}

export function charityListQuery(f: CharityFilter, page: Page, sort: Sort[], searchTerms?: SearchTerms | null): SQL {
  const terms = termsOf(f, searchTerms);
  const order = terms
    ? sql`${nameRank(sql`c.name`, terms)} + ts_rank(c.search_vector, ${tsq(terms)}) + word_similarity(${terms.text}, c.name) desc, lower(c.name), c.id`
    : sort[0]?.field === 'name' && !sort[0].isAscending
      ? sql`lower(c.name) desc, c.id desc`
      : sql`lower(c.name), c.id`;
  return sql`
    select c.id, c.name, c.quote, c.mandate, c.vision, a.city, r.abbreviation as region, co.name as country,
      ${activeImage('charity', sql`c.id`)} as profile_image_id,
      (select count(*)::int from charity_postings p where p.charity_id = c.id and ${openPosting('p')}) as active_posting_count
    from charities c
    left join addresses a on a.charity_id = c.id
    left join regions r on r.id = a.region_id
    left join countries co on co.id = a.country_id
    where ${charityWhere(f, terms)}
    order by ${order}
    ${limitOffset(page)}`;
}

export function charityCountQuery(f: CharityFilter, searchTerms?: SearchTerms | null): SQL {
  return sql`select count(*)::int as total from charities c where ${charityWhere(f, termsOf(f, searchTerms))}`;
}

export function findCharities(db: DbOrTx, f: CharityFilter, page: Page, sort: Sort[]) {
  return pageAndTotal<CharityRow>(db, f.text, (terms) => ({ list: charityListQuery(f, page, sort, terms), count: charityCountQuery(f, terms) }));
}

// ---------------------------------------------------------------------------------------------------------
// Postings

/** Ids of postings whose text, position name or charity matches (each branch uses a GIN index). */
function postingMatches(terms: SearchTerms): SQL {
  const text = terms.text;
  // A one-word search also finds position names through the indexed words it may mean ('tresorier' finds
  // 'Trésorier'); every alternative is a trigram condition on the same GIN index.
  const oneWord = !terms.folded.includes(' ');
  const positionNames = sql.join([text, ...(oneWord ? terms.names : [])].map((w) => sql`mp.name %> ${w}`), sql` or `);
  return sql`(
    select m.id from charity_postings m where m.search_vector @@ ${tsq(terms)}
    union
    select m.id from charity_postings m where m.charity_position_id in (select mp.id from charity_positions mp where ${positionNames})
    union
    select m.id from charity_postings m where m.deleted_at is null and m.charity_id in (select mc.id from charities mc where mc.search_vector @@ ${tsq(terms)} or mc.name %> ${text})
  )`;
}

function postingWhere(f: PostingFilter, candidateId: number | null, terms: SearchTerms | null): SQL {
  const parts: SQL[] = [sql`c.deleted_at is null`, openPosting('p', f.hideExpired)];
  if (f.text) parts.push(terms ? sql`p.id in ${postingMatches(terms)}` : sql`false`);
  const place = whereAddress(f);
  if (place) parts.push(sql`p.charity_id in (select a2.charity_id from addresses a2 where ${place})`);
  if (f.charityIds.length) parts.push(sql`p.charity_id in (${list(f.charityIds)})`);
  if (f.positionIds.length || f.positionNames.length) {
    const byId = f.positionIds.length ? sql`p.charity_position_id in (${list(f.positionIds)})` : sql`false`;
    const byName = f.positionNames.length ? sql`lower(pos.name) in (${list(f.positionNames)})` : sql`false`;
    parts.push(sql`(${byId} or ${byName})`);
  }
  if (f.dateRange === 0) parts.push(sql`p.expiry_date = current_date`);
  else if (f.dateRange > 0) parts.push(sql`p.expiry_date >= current_date and p.expiry_date <= current_date + make_interval(months => ${f.dateRange}::int)`);
  if (f.skillIds.length) parts.push(sql`exists (select 1 from charity_posting_skills ps where ps.charity_posting_id = p.id and ps.skill_id in (${list(f.skillIds)}))`);
  if (f.focusAreaIds.length) parts.push(sql`exists (select 1 from charity_focus_areas cf where cf.charity_id = p.charity_id and cf.focus_area_id in (${list(f.focusAreaIds)}))`);
  if (f.applied !== null) {
    const applied = candidateId === null ? sql`false` : sql`exists (select 1 from applications ap where ap.posting_id = p.id and ap.candidate_id = ${candidateId})`;
    parts.push(f.applied ? applied : sql`not ${applied}`);
  }
  return and(parts);
}

const postingFrom = sql`
  from charity_postings p
  join charities c on c.id = p.charity_id
  join charity_positions pos on pos.id = p.charity_position_id
  left join addresses a on a.charity_id = c.id`;

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
}

export function postingListQuery(f: PostingFilter, candidateId: number | null, page: Page, sort: Sort[], searchTerms?: SearchTerms | null): SQL {
  const s = sort[0];
  const terms = termsOf(f, searchTerms);
  const order = terms
    ? sql`${nameRank(sql`pos.name`, terms)} + ${nameRank(sql`c.name`, terms)} + ts_rank(p.search_vector, ${tsq(terms)}) + word_similarity(${terms.text}, pos.name) + 0.5 * ts_rank(c.search_vector, ${tsq(terms)}) + 0.3 * word_similarity(${terms.text}, c.name) desc, p.date_posted desc, p.id desc`
    : s?.field === 'name'
      ? sql.raw(`lower(pos.name) ${s.isAscending ? 'asc' : 'desc'}, p.id desc`)
      : s?.field === 'expiryDate'
        ? sql.raw(`p.expiry_date ${s.isAscending ? 'asc' : 'desc'}, p.id desc`)
        : s?.field === 'datePosted' && s.isAscending
          ? sql`p.date_posted asc, p.id asc`
          : sql`p.date_posted desc, p.id desc`;
  return sql`
    select p.id, p.charity_id, c.name as charity_name, a.city, r.abbreviation as region,
      pos.id as position_id, pos.name as position_name, pos.is_not_board,
      p.description, p.special_requirements, p.start_date::text as start_date, p.end_date::text as end_date,
      p.expiry_date::text as expiry_date, p.date_posted, p.charity_posting_status_id
    ${postingFrom}
    left join regions r on r.id = a.region_id
    where ${postingWhere(f, candidateId, terms)}
    order by ${order}
    ${limitOffset(page)}`;
}

export function postingCountQuery(f: PostingFilter, candidateId: number | null, searchTerms?: SearchTerms | null): SQL {
  // Join only what the filters read.
  const position = f.positionNames.length ? sql`join charity_positions pos on pos.id = p.charity_position_id` : sql``;
  return sql`select count(*)::int as total from charity_postings p join charities c on c.id = p.charity_id ${position} where ${postingWhere(f, candidateId, termsOf(f, searchTerms))}`;
}

export async function findPostings(db: DbOrTx, f: PostingFilter, candidateId: number | null, page: Page, sort: Sort[]) {
  const { items, total } = await pageAndTotal<PostingRow>(db, f.text, (terms) => ({
    list: postingListQuery(f, candidateId, page, sort, terms),
    count: postingCountQuery(f, candidateId, terms),
  }));
  const ids = items.map((p) => p.id);
  const skills = new Map<number, { id: number; name: string }[]>();
  if (!ids.length) return { items, total, skills, appliedIds: new Set<number>(), candidateSkillIds: new Set<number>() };
  // One query for the skills of the whole page; one for the candidate's applications among them.
  const skillRows = await rows<{ posting_id: number; id: number; name: string }>(
    db,
    sql`select ps.charity_posting_id as posting_id, s.id, s.name from charity_posting_skills ps join skills s on s.id = ps.skill_id where ps.charity_posting_id in (${list(ids)}) order by s.name`,
  );
  for (const { posting_id, id, name } of skillRows) {
    const own = skills.get(posting_id);
    if (own) own.push({ id, name });
    else skills.set(posting_id, [{ id, name }]);
  }
  let appliedIds = new Set<number>();
  let candidateSkillIds = new Set<number>();
  if (candidateId !== null) {
    const applied = await rows<{ posting_id: number }>(db, sql`select posting_id from applications where candidate_id = ${candidateId} and posting_id in (${list(ids)})`);
    appliedIds = new Set(applied.map((a) => a.posting_id));
    const own = await rows<{ skill_id: number }>(db, sql`select skill_id from candidate_skills where candidate_id = ${candidateId}`);
    candidateSkillIds = new Set(own.map((s) => s.skill_id));
  }
  return { items, total, skills, appliedIds, candidateSkillIds };
}

// ---------------------------------------------------------------------------------------------------------
// Candidates (for charity representatives): only those who allowed their profile to be reviewed.

/** Ids of candidates whose profile text, experience titles or names match. */
function candidateMatches(terms: SearchTerms): SQL {
  const names = sql.join(terms.names.flatMap((w) => [sql`mu.first_name %> ${w}`, sql`mu.last_name %> ${w}`]), sql` or `);
  return sql`(
    select m.id from candidates m where m.search_vector @@ ${tsq(terms)}
    union
    select e.candidate_id from candidate_experiences e where to_tsvector('english'::regconfig, e.title) @@ ${tsq(terms)}
    union
    select m.id from candidates m where m.user_id in (select mu.user_id from user_informations mu where ${names})
  )`;
}

function candidateWhere(f: CandidateFilter, terms: SearchTerms | null): SQL {
  const parts: SQL[] = [sql`cand.deleted_at is null`, sql`not cand.is_disabled`, sql`u.deleted_at is null`, sql`not u.is_disabled`];
  if (f.text) parts.push(terms ? sql`cand.id in ${candidateMatches(terms)}` : sql`false`);
  const place = whereAddress(f);
  if (place) parts.push(sql`ui.id in (select a2.user_information_id from addresses a2 where ${place})`);
  if (f.skillIds.length) parts.push(sql`exists (select 1 from candidate_skills cs where cs.candidate_id = cand.id and cs.skill_id in (${list(f.skillIds)}))`);
  if (f.focusAreaIds.length) parts.push(sql`exists (select 1 from candidate_focus_areas cf where cf.candidate_id = cand.id and cf.focus_area_id in (${list(f.focusAreaIds)}))`);
  if (f.boardExperienceIds.length) parts.push(sql`mp.board_experience_type_id in (${list(f.boardExperienceIds)})`);
  return and(parts);
}

const candidateFrom = sql`
  from candidate_matching_preferences mp
  join candidates cand on cand.id = mp.candidate_id
  join users u on u.id = cand.user_id
  join user_informations ui on ui.user_id = u.id
  left join addresses a on a.user_information_id = ui.id`;
/** The reviewable-candidates partial index is on exactly this condition. */
const reviewable = sql`mp.permission_to_view_information and not mp.withdraw_participation`;

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

export function candidateListQuery(f: CandidateFilter, page: Page, sort: Sort[], searchTerms?: SearchTerms | null): SQL {
  const s = sort[0];
  const terms = termsOf(f, searchTerms);
  // With a selective filter (skills, place ...) the planner may walk the name index in order and test the
  // filter on every candidate. Sorting on `lower(name) || ''` hides that index from the sort, so the matches
  // are found first (through their own indexes) and only they are sorted. Browse-all keeps the index walk,
  // which stops after the page.
  const filtered = f.cities.length || f.regionIds.length || f.skillIds.length || f.focusAreaIds.length || f.boardExperienceIds.length;
  const key = (column: string) => sql.raw(filtered ? `(lower(ui.${column}) || '')` : `lower(ui.${column})`);
  const byName = s?.field === 'firstName' ? sql`${key('first_name')}, ${key('last_name')}, cand.id` : sql`${key('last_name')}, ${key('first_name')}, cand.id`;
  const fullName = sql`(ui.first_name || ' ' || ui.last_name)`;
  const order = terms
    ? sql`${nameRank(fullName, terms)} + ts_rank(cand.search_vector, ${tsq(terms)}) + greatest(${sql.join(
        terms.names.flatMap((w) => [sql`word_similarity(${w}, ui.first_name)`, sql`word_similarity(${w}, ui.last_name)`]),
        sql`, `,
      )}) desc, ${byName}`
    : byName;
  return sql`
    select cand.id, ui.first_name, ui.last_name, ui.profile_colour, a.city, r.abbreviation as region,
      coalesce(${currentExperience('title')}, cand.experience_title) as title,
      coalesce(${currentExperience('organization_name')}, cand.experience_organization_name) as organization_name,
      ${activeImage('candidate', sql`cand.id`)} as profile_image_id
    ${candidateFrom}
    left join regions r on r.id = a.region_id
    where ${reviewable} and ${candidateWhere(f, terms)}
    order by ${order}
    ${limitOffset(page)}`;
}

export function candidateCountQuery(f: CandidateFilter, searchTerms?: SearchTerms | null): SQL {
  return sql`select count(*)::int as total from candidate_matching_preferences mp
    join candidates cand on cand.id = mp.candidate_id join users u on u.id = cand.user_id join user_informations ui on ui.user_id = u.id
    where ${reviewable} and ${candidateWhere(f, termsOf(f, searchTerms))}`;
}

export function findReviewableCandidates(db: DbOrTx, f: CandidateFilter, page: Page, sort: Sort[]) {
  return pageAndTotal<CandidateRow>(db, f.text, (terms) => ({ list: candidateListQuery(f, page, sort, terms), count: candidateCountQuery(f, terms) }));
}

// ---------------------------------------------------------------------------------------------------------
// Filter lists, charity profile

/** Cities of charities' addresses, lower-case. */
export async function findCharityCities(db: DbOrTx): Promise<string[]> {
  const found = await rows<{ city: string }>(
    db,
    sql`select distinct lower(a.city) as city from addresses a join charities c on c.id = a.charity_id where c.deleted_at is null and not c.is_disabled and a.city <> '' order by 1`,
  );
  return found.map((r) => r.city);
}

/** Regions in use by charities' addresses. */
export async function findCharityRegions(db: DbOrTx) {
  return rows<{ id: number; name: string; abbreviation: string; countryId: number }>(
    db,
    sql`select r.id, r.name, r.abbreviation, r.country_id as "countryId" from regions r
        where exists (select 1 from addresses a join charities c on c.id = a.charity_id where a.region_id = r.id and c.deleted_at is null and not c.is_disabled)
        order by r.name`,
  );
}

export async function findCharityProfile(db: DbOrTx, charityId: number) {
  const [charity] = await rows<{
    id: number;
    name: string;
    quote: string | null;
    mandate: string | null;
    vision: string | null;
    website: string | null;
    charitable_number: string | null;
    year_of_incorporation: number | null;
    background_image_id: number | null;
    scope: string | null;
    board_type: string | null;
    number_of_paid_staff: number | null;
    number_of_volunteers: number | null;
    city: string | null;
    region: string | null;
    country: string | null;
    profile_image_id: number | null;
  }>(
    db,
    sql`select c.id, c.name, c.quote, c.mandate, c.vision, c.website, c.charitable_number, c.year_of_incorporation, c.background_image_id,
          s.name as scope, bt.name as board_type, m.number_of_paid_staff, m.number_of_volunteers,
          a.city, r.abbreviation as region, co.name as country, ${activeImage('charity', sql`c.id`)} as profile_image_id
        from charities c
        left join charity_scopes s on s.id = c.charity_scope_id
        left join charity_position_matchings m on m.charity_id = c.id
        left join board_types bt on bt.id = m.charity_board_type_id
        left join addresses a on a.charity_id = c.id
        left join regions r on r.id = a.region_id
        left join countries co on co.id = a.country_id
        where c.id = ${charityId} and c.deleted_at is null and not c.is_disabled`,
  );
  if (!charity) return null;
  const [programs, board, postings, links, focus] = [
    await rows<{ id: number; name: string; details: string }>(db, sql`select id, name, details from charity_programs where charity_id = ${charityId} order by id`),
    await rows<{ id: number; position: string; first_name: string; last_name: string }>(
      db,
      sql`select md.id, pos.name as position, ui.first_name, ui.last_name
          from charity_mandates md
          join charity_positions pos on pos.id = md.charity_position_id
          join charity_representatives cr on cr.id = md.charity_representative_id and cr.deleted_at is null
          join user_informations ui on ui.user_id = cr.user_id
          where md.charity_id = ${charityId} and md.deleted_at is null
            and (md.start_date is null or md.start_date <= current_date) and (md.end_date is null or md.end_date >= current_date)
          order by md.sort_order, pos.sort_order, md.id`,
    ),
    await rows<{ id: number; position_id: number; position_name: string; is_not_board: boolean; expiry_date: string; date_posted: string | Date }>(
      db,
      sql`select p.id, pos.id as position_id, pos.name as position_name, pos.is_not_board, p.expiry_date::text as expiry_date, p.date_posted
          from charity_postings p join charity_positions pos on pos.id = p.charity_position_id
          where p.charity_id = ${charityId} and ${openPosting('p')}
          order by p.date_posted desc, p.id desc`,
    ),
    await rows<{ id: number; social_media_type_id: number; type: string; url: string; icon_image_id: number | null }>(
      db,
      sql`select l.id, l.social_media_type_id, t.name as type, l.url, t.image_id as icon_image_id
          from charity_social_media_links l join social_media_types t on t.id = l.social_media_type_id
          where l.charity_id = ${charityId} order by t.name`,
    ),
    await rows<{ id: number; name: string }>(
      db,
      sql`select fa.id, fa.name from charity_focus_areas cf join focus_areas fa on fa.id = cf.focus_area_id where cf.charity_id = ${charityId} order by fa.name`,
    ),
  ];
  return { charity, programs, board, postings, links, focus };
}
