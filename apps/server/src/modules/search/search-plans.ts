import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { candidateQuery, charityQuery, postingQuery } from './search.filters.ts';
import { expandSearch, type SearchTerms } from './search-terms.ts';
import { charityCountsQuery, charityPageQuery } from './search.repository.ts';
import { candidateCountsQuery, candidatePageQuery } from './candidates-search.ts';
import { postingCountsQuery, postingPageQuery } from './postings-search.ts';
import { TOTAL_CAP, type TierCounts } from './search-page.ts';
import { plainTerms } from './search-terms.ts';
import { namedReferences } from './search-references.ts';

/*
 * Query plans of the search and browse queries, for the plan test (demo size) and bench/search-plans.ts
 * (100 times the demo). generateSearchData fills an empty, reference-seeded database with SQL
 * generate_series: 40 charities, 200 postings, 150 candidates per unit of scale, like the demo.
 */

/** Tables that grow with the program; a sequential scan of one of them is a finding. */
export const LARGE_TABLES = [
  'charities',
  'charity_postings',
  'charity_positions',
  'charity_posting_skills',
  'charity_focus_areas',
  'candidates',
  'candidate_matching_preferences',
  'candidate_experiences',
  'candidate_skills',
  'candidate_focus_areas',
  'users',
  'user_informations',
  'addresses',
  'applications',
  'files',
  'posting_search',
];

export interface PlannedQuery {
  name: string;
  /** Uses text search. */
  text: boolean;
  query: SQL;
}

const PAGE = { Pagination: { Page: 1, ItemsPerPage: 6 } };

/** The search texts of the planned queries. */
export const PLANNED_SEARCHES = ['accountant', 'Harbur', 'Necwomer', 'treasurer', 'treas', 'Whitfeld', 'financial officer'];

/** The planned searches widened through the database's dictionary, as the service widens them. */
export async function expandPlannedSearches(db: DbOrTx): Promise<Map<string, SearchTerms | null>> {
  const expanded = new Map<string, SearchTerms | null>();
  for (const text of PLANNED_SEARCHES) expanded.set(text, await expandSearch(db, text));
  return expanded;
}

/**
 * The queries the search page and the Candidate Search page send, built by the repository's own builders;
 * with `expanded` (expandPlannedSearches), each search word stands for its dictionary words as in the service.
 * A posting search is two queries, as in the service: its counts, then the page (which the counts shape).
 */
export async function plannedQueries(db: DbOrTx, candidateId: number, expanded: Map<string, SearchTerms | null> = new Map()): Promise<PlannedQuery[]> {
  const terms = (text: string | null) => (text !== null && expanded.has(text) ? expanded.get(text) : undefined);
  const charities = async (name: string, body: object): Promise<PlannedQuery[]> => {
    const { filter: f, page, sort } = charityQuery({ ...PAGE, ...body });
    const t = terms(f.text) === undefined ? await plainTerms(db, f.text) : terms(f.text)!;
    const counts = charityCountsQuery(f, t);
    const [counted] = ((await db.execute(counts)) as unknown as { rows: TierCounts[] }).rows;
    return [
      { name: `charities: ${name} (counts)`, text: !!f.text, query: counts },
      { name: `charities: ${name}`, text: !!f.text, query: charityPageQuery(f, page, sort, t, counted!) },
    ];
  };
  const postings = async (name: string, body: object, candidate: number | null = null): Promise<PlannedQuery[]> => {
    const { filter: f, page, sort } = postingQuery({ ...PAGE, ...body });
    const t = terms(f.text) === undefined ? await plainTerms(db, f.text) : terms(f.text)!;
    const counts = postingCountsQuery(f, candidate, t);
    const [counted] = ((await db.execute(counts)) as unknown as { rows: TierCounts[] }).rows;
    return [
      { name: `postings: ${name} (counts)`, text: !!f.text, query: counts },
      { name: `postings: ${name}`, text: !!f.text, query: postingPageQuery(f, candidate, page, sort, t, counted!) },
    ];
  };
  const candidates = async (name: string, body: object): Promise<PlannedQuery[]> => {
    const { filter: f, page, sort } = candidateQuery({ ...PAGE, ...body });
    const t = { terms: terms(f.text) === undefined ? await plainTerms(db, f.text) : terms(f.text)!, named: await namedReferences(db, f.text) };
    const counts = candidateCountsQuery(f, t);
    const [counted] = ((await db.execute(counts)) as unknown as { rows: TierCounts[] }).rows;
    return [
      { name: `candidates: ${name} (counts)`, text: !!f.text, query: counts },
      { name: `candidates: ${name}`, text: !!f.text, query: candidatePageQuery(f, page, sort, t, counted!) },
    ];
  };
  const planned = [
    charities('browse all', {}),
    charities("search 'accountant'", { Search: 'accountant' }),
    charities("search typo 'Harbur'", { Search: 'Harbur' }),
    charities("search transposition 'Necwomer'", { Search: 'Necwomer' }),
    charities('city and province', { Filters: [{ name: 'City', values: ['toronto'] }, { name: 'Province', values: [9] }] }),
    postings('browse all', {}),
    postings("search 'treasurer'", { Search: 'treasurer' }),
    postings("search 'treasurer', expired too", { Search: 'treasurer', Filters: [{ name: 'Expire', values: [false] }] }),
    postings("search prefix 'treas'", { Search: 'treas' }),
    postings("search 'accountant'", { Search: 'accountant' }),
    postings('skills and 1 month', { Filters: [{ name: 'skillSet', values: [2, 3] }, { name: 'DateRange', values: [1] }] }),
    postings('charity listings', { Filters: [{ name: 'charityId', values: [7] }] }),
    postings('applied, as a candidate', { Filters: [{ name: 'applied', values: [true] }] }, candidateId),
    candidates('browse all', {}),
    candidates("search name typo 'Whitfeld'", { Search: 'Whitfeld' }),
    candidates("search 'financial officer'", { Search: 'financial officer' }),
    candidates('skills', { Filters: [{ name: 'skillSet', values: [2] }] }),
    candidates("search a skill's name 'governance'", { Search: 'governance' }),
    candidates("search a cause's French name 'santé mentale'", { Search: 'santé mentale' }),
    candidates('causes and French', { Filters: [{ name: 'focusAreas', values: [3] }, { name: 'languages', values: ['fr'] }] }),
  ];
  return (await Promise.all(planned)).flat();
}

type Rows = { rows: Record<string, unknown>[] };

/**
 * EXPLAIN (ANALYZE) of a query, as the service runs it (trigram threshold set locally when searching).
 * fullScansOff: on a small database every plan is a full read; with sequential scans and plain index walks
 * off, the planner can answer a condition only through an index that serves it (the GIN indexes for text).
 */
export async function explain(db: DbOrTx, planned: PlannedQuery, options: { fullScansOff?: boolean } = {}): Promise<string[]> {
  return db.transaction(async (tx) => {
    if (options.fullScansOff) {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
    }
    const result = (await tx.execute(sql`explain (analyze, costs off, timing off, summary off) ${planned.query}`)) as unknown as Rows;
    return result.rows.map((r) => String(Object.values(r)[0]));
  });
}

/** Milliseconds of the query as the service runs it: the median of some runs after one warm-up. */
export async function timeQuery(db: DbOrTx, planned: PlannedQuery, runs = 5): Promise<number> {
  const once = () =>
    db.transaction(async (tx) => {
        const start = performance.now();
      await tx.execute(planned.query);
      return performance.now() - start;
    });
  await once();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await once());
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/**
 * 'Seq Scan on <table>' lines of a plan naming a large table. With the tables' row counts, a scan that keeps
 * at least half of the table's rows (counting every open posting, say) is a whole-table read no index could
 * shorten, and is not reported; a scan that keeps less is a missing or unused index.
 */
export function largeSeqScans(plan: string[], tableRows?: Record<string, number>, tables: readonly string[] = LARGE_TABLES): string[] {
  return plan.filter((line) => {
    const m = line.match(/Seq Scan on (\w+)/);
    if (!m || !tables.includes(m[1]!)) return false;
    // A branch the plan never ran, or a capped count that stopped at its cap (TOTAL_CAP + 1 rows), reads no whole table.
    if (line.includes('never executed') || new RegExp(`actual rows=${TOTAL_CAP + 1}(\\.0+)? `).test(line)) return false;
    if (!tableRows) return true;
    const rows = Number(line.match(/actual rows=([\d.]+) loops=(\d+)/)?.[1] ?? 0);
    return rows < 0.5 * (tableRows[m[1]!] ?? 0);
  });
}

/** Names of the indexes a plan reads. */
export const usedIndexes = (plan: string[]) => [
  ...new Set(plan.flatMap((line) => [...line.matchAll(/(?:Index Scan(?: Backward)? using|Index Only Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g)].map((m) => m[1]!))),
];

const WORDS = [
  'accounting', 'literacy', 'health', 'youth', 'arts', 'food', 'housing', 'environment', 'education', 'seniors',
  'harbour', 'river', 'community', 'music', 'shelter', 'newcomers', 'sport', 'heritage', 'science', 'children',
  'families', 'mental', 'wellness', 'justice', 'animals', 'parks', 'theatre', 'library', 'nature', 'hope',
  'refugees', 'veterans', 'addiction', 'recovery', 'disability', 'autism', 'cancer', 'diabetes', 'hospice', 'palliative',
  'indigenous', 'language', 'immigrant', 'employment', 'training', 'mentoring', 'tutoring', 'reading', 'writing', 'coding',
  'robotics', 'astronomy', 'gardening', 'farming', 'forests', 'wetlands', 'wildlife', 'birds', 'oceans', 'lakes',
  'water', 'climate', 'energy', 'recycling', 'transit', 'cycling', 'hockey', 'soccer', 'swimming', 'dance',
  'painting', 'film', 'poetry', 'museum', 'gallery', 'opera', 'choir', 'orchestra', 'festival', 'crafts',
  'legal', 'tenants', 'poverty', 'hunger', 'clothing', 'furniture', 'dental', 'vision', 'hearing', 'nursing',
  'counselling', 'crisis', 'violence', 'women', 'girls', 'boys', 'students', 'parents', 'grandparents', 'caregivers',
];
const CITIES = ['Toronto', 'Ottawa', 'Hamilton', 'London', 'Kingston', 'Sudbury', 'Windsor', 'Guelph', 'Barrie', 'Oshawa', 'Montreal', 'Quebec', 'Halifax', 'Winnipeg', 'Regina', 'Calgary', 'Edmonton', 'Vancouver', 'Victoria', 'Moncton'];
const FIRST = ['Morgan', 'Jordan', 'Alex', 'Sam', 'Taylor', 'Casey', 'Riley', 'Jamie', 'Avery', 'Quinn', 'Priya', 'Wei', 'Fatima', 'Luca', 'Noah', 'Maya', 'Omar', 'Chloe', 'Ethan', 'Sofia'];
const LAST = ['Whitfield', 'Abbott', 'Singh', 'Tremblay', 'Nguyen', 'Martin', 'Roy', 'Gagnon', 'Chen', 'Wilson', 'MacDonald', 'Campbell', 'Patel', 'Li', 'Brown', 'Leblanc', 'Smith', 'Cote', 'Kaur', 'Anderson'];
const TITLES = ['Chief Financial Officer', 'Accountant', 'Lawyer', 'Teacher', 'Nurse', 'Engineer', 'Marketing Manager', 'Consultant', 'Project Manager', 'Director of Operations'];
const POSITIONS = ['Chair', 'Vice-Chair', 'Treasurer', 'Secretary', 'Director'];

const arr = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);
/** A word of the list chosen by a multiplier of i (deterministic spread). */
const pick = (list: string, mult: number, i = 'i') => sql.raw(`${list}[1 + ((${i} * ${mult}) % array_length(${list}, 1))]`);

/**
 * A candidate's titles spread over every surname: picked from i alone (with the surname's multiplier), each title
 * would belong to two surnames only, and a search for a title would find its people all at one end of the name order.
 */
const TITLE_I = '(i + i / 23)';
/** Skills and causes likewise: the first candidates in name order hold every skill, as real people's names do. */
const SKILL_I = '(i + i / 29)';

/** Fills an empty, reference-seeded database: per unit of scale 40 charities, 200 postings, 150 candidates. */
export async function generateSearchData(db: DbOrTx, scale: number) {
  const C = 40 * scale;
  const P = 200 * scale;
  const K = 150 * scale;
  const run = (query: SQL) => db.execute(query);
  const w = sql`(select ${arr(WORDS)} as w, ${arr(CITIES)} as city, ${arr(FIRST)} as fn, ${arr(LAST)} as ln, ${arr(TITLES)} as title, ${arr(POSITIONS)} as pos) x`;
  await run(sql`insert into charities (id, name, charitable_number, quote, mandate, vision, onboarding_complete, charity_scope_id)
    select i, initcap(${pick('w', 7)}) || ' ' || initcap(${pick('w', 13)}) || ' ' || (array['Society','Foundation','Council','Network','Centre','Collective'])[1 + i % 6],
      i || ' RR0001', '<p>Together for ' || ${pick('w', 3)} || ' and ' || ${pick('w', 11)} || '.</p>',
      '<p>We provide ' || ${pick('w', 17)} || ' programs, ' || ${pick('w', 19)} || ' support and ' || ${pick('w', 23)} || ' services to our neighbours.</p>',
      'A province where ' || ${pick('w', 29)} || ' thrives.', true, null
    from generate_series(1, ${C}) i, ${w}`);
  await run(sql`insert into addresses (city, region_id, country_id, charity_id) select ${pick('city', 7)}, 1 + i % 13, 1, i from generate_series(1, ${C}) i, ${w}`);
  await run(sql`insert into charity_focus_areas (charity_id, focus_area_id) select i, f from generate_series(1, ${C}) i, lateral (select distinct 1 + (i * k) % 10 as f from generate_series(1, 2) k) z`);
  await run(sql`insert into charity_positions (id, charity_id, name, is_default, sort_order) select (c - 1) * 5 + k, c, pos[k], true, k from generate_series(1, ${C}) c, generate_series(1, 5) k, ${w}`);
  await run(sql`insert into charity_postings (id, charity_id, charity_position_id, description, special_requirements, start_date, end_date, expiry_date, date_posted, charity_posting_status_id, deleted_at)
    select i, 1 + (i - 1) % ${C}, ((i - 1) % ${C}) * 5 + 1 + i % 5,
      '<p>Help our board with ' || ${pick('w', 7)} || ', ' || ${pick('w', 11)} || ' and ' || ${pick('w', 13)} || ' oversight.</p>',
      case when i % 4 = 0 then 'Experience in ' || ${pick('w', 5)} end,
      current_date + 30, current_date + 400, current_date + ((i * 37) % 260) - 60, now() - make_interval(hours => (i * 13) % 9000),
      case when i % 10 = 0 then 2 else 1 end, case when i % 50 = 0 then now() end
    from generate_series(1, ${P}) i, ${w}`);
  await run(sql`insert into charity_posting_skills (charity_posting_id, skill_id) select distinct i, 1 + (i * (k + 2)) % 40 from generate_series(1, ${P}) i, generate_series(1, 3) k`);
  await run(sql`insert into users (id, user_name, password_hash, is_verified) select i, 'bench' || i || '@example.org', 'x', true from generate_series(1, ${K}) i`);
  await run(sql`insert into user_informations (id, user_id, first_name, last_name) select i, i, ${pick('fn', 7)}, ${pick('ln', 11)} from generate_series(1, ${K}) i, ${w}`);
  await run(sql`insert into addresses (city, region_id, country_id, user_information_id) select ${pick('city', 3)}, 1 + i % 13, 1, i from generate_series(1, ${K}) i, ${w}`);
  await run(sql`insert into candidates (id, user_id, experience_title, experience_organization_name, about, onboarding_complete, is_disabled)
    select i, i, ${pick('title', 3, TITLE_I)}, initcap(${pick('w', 5)}) || ' Inc.', '<p>I care about ' || ${pick('w', 7)} || ' and ' || ${pick('w', 13)} || '.</p>', i % 5 <> 0, i % 97 = 0
    from generate_series(1, ${K}) i, ${w}`);
  await run(sql`insert into candidate_matching_preferences (candidate_id, permission_to_view_information, withdraw_participation) select i, i % 10 < 7, i % 23 = 0 from generate_series(1, ${K}) i`);
  await run(sql`insert into candidate_experiences (candidate_id, title, organization_name, start_date, end_date)
    select i, ${pick('title', 7, TITLE_I)}, initcap(${pick('w', 3)}) || ' Ltd.', current_date - 3000, current_date - 1000 from generate_series(1, ${K}) i, ${w}
    union all
    select i, ${pick('title', 11, TITLE_I)}, initcap(${pick('w', 17)}) || ' Group', current_date - 900, null from generate_series(1, ${K}) i, ${w} where i % 3 <> 0`);
  await run(sql`insert into candidate_skills (candidate_id, skill_id) select distinct i, 1 + (${sql.raw(SKILL_I)} * (k + 4)) % 40 from generate_series(1, ${K}) i, generate_series(1, 3) k`);
  await run(sql`insert into candidate_focus_areas (candidate_id, focus_area_id) select distinct i, 1 + (${sql.raw(SKILL_I)} * (k + 2)) % 10 from generate_series(1, ${K}) i, generate_series(1, 2) k`);
  // One candidate in five works in French.
  await run(sql`update users set preferred_language = 'fr' where id <= ${K} and ${sql.raw(SKILL_I.replaceAll('i', 'id'))} % 5 = 2`);
  await run(sql`insert into applications (posting_id, candidate_id, charity_id, charity_position_id, description)
    select distinct on (p.id, c) p.id, c, p.charity_id, p.charity_position_id, 'Why me'
    from generate_series(1, ${K * 2}) i, lateral (select 1 + (i * 7) % ${P} as pid, 1 + i % ${K} as c) z join charity_postings p on p.id = z.pid`);
  await run(sql`insert into files (entity_type, entity_id, file_type_id, mime_type, original_name, size, content, is_active)
    select 'charity', i, 1, 'image/png', 'logo.png', 1, '\\x00'::bytea, true from generate_series(1, ${C}) i where i % 2 = 0
    union all
    select 'candidate', i, 1, 'image/png', 'me.png', 1, '\\x00'::bytea, true from generate_series(1, ${K}) i where i % 3 = 0`);
  for (const table of ['charities', 'charity_positions', 'charity_postings', 'users', 'user_informations', 'candidates']) {
    await run(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
  }
  await run(sql`vacuum analyze`);
  return { charities: C, postings: P, candidates: K };
}
