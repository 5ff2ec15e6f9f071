import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Page } from './search.filters.ts';

/*
 * How a search list picks its page without reading every match: totals that stop counting at a cap, and
 * tiers of matches (exact name, whole-word name, any text) of which only the first offset + limit of each are
 * read and ranked. Used by the search tables' lists (posting_search, candidate_search: migration 0007).
 */

export async function rows<T = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const list = <T>(values: T[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
/**
 * Ids as an int[] of one parameter each: the planner sees the values, so an array a filter names is planned for its size
 * (`intArrayParam` in db/prepared.ts keeps one text for any size instead, for statements prepared once).
 */
export const intArray = (ids: readonly number[]) => sql`array[${list([...ids])}]::int[]`;
export const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);
export const limitOffset = (page: Page) => (page.limit === null ? sql`offset ${page.offset}` : sql`limit ${page.limit} offset ${page.offset}`);

/** City and region filters on addresses (a2), used as a semi-join so the address indexes drive it. */
export function whereAddress(f: { cities: string[]; regionIds: number[] }): SQL | null {
  const parts: SQL[] = [];
  if (f.cities.length) parts.push(sql`lower(a2.city) in (${list(f.cities)})`);
  if (f.regionIds.length) parts.push(sql`a2.region_id in (${list(f.regionIds)})`);
  return parts.length ? and(parts) : null;
}

/** Totals stop counting here: a list says '1000+ Result(s)' rather than count every match. */
export const TOTAL_CAP = 1000;

/** A capped total: at most TOTAL_CAP + 1 matches are counted (the extra one tells that there are more). */
export const cappedTotal = (from: SQL, where: SQL) => sql`(select count(*)::int as total from (select 1 ${from} where ${where} limit ${TOTAL_CAP + 1}) counted)`;

export const capTotal = (counted: number) => ({ total: Math.min(counted, TOTAL_CAP), totalCapped: counted > TOTAL_CAP });

/** A sort key of a list: an expression and its direction. */
export type SortKey = [SQL, 'asc' | 'desc'];

/** The sort keys as columns k0, k1 ... of a page query, and its order by them (prefix: the page's alias). */
export const keyColumns = (keys: SortKey[]) => sql.join(keys.map(([expr], i) => sql`${expr} as ${sql.raw(`k${i}`)}`), sql`, `);
export const orderByKeys = (keys: SortKey[], prefix = '') => sql.raw(keys.map(([, dir], i) => `${prefix}k${i} ${dir}`).join(', '));

/**
 * How a row matches a search, best first: a name is the search (exact), a name holds every word of it whole
 * (whole), or its document matches (text: typos, prefix and stems). Each is one index-backed condition; exact
 * implies whole, and a match is whole or text ('any').
 */
export type Tier = 'exact' | 'whole' | 'text';
export type Match = Tier | 'any';
const TIERS: [Tier, number][] = [['exact', 4], ['whole', 2], ['text', 0]];

/** Capped counts of a search's matches: all of them (total) and the exact and whole tiers'. */
export type TierCounts = Record<'exact' | 'whole' | 'total', number>;

/** The table of a tiered search (with its alias), its id column, and its conditions for a tier or any match. */
export interface TieredTable {
  /** The table with its alias, and the alias alone. */
  from: SQL;
  alias: string;
  id: SQL;
  where: (match: Match) => SQL;
  /**
   * A tier's matches as disjoint conditions whose union is `where(match)`, counted each through its own index and
   * stopped at the cap (null: counted as one condition).
   */
  parts?: (match: Match) => SQL[] | null;
  /**
   * Some of a search's matches (`select 1 from ...`), read through an index that finds them cheaply: when they alone
   * pass the cap, so does the count of all matches, which is then not run (a skill the search names, held by thousands).
   */
  someMatches?: SQL | null;
}

/**
 * The capped counts, each only when needed: every exact match is a whole one and every whole one a match, so
 * past the cap a tier says the next is too, and its count (the dearest last) is not run (a subquery under a
 * CASE branch that is not taken is never executed).
 */
export function tierCountsQuery(table: TieredTable, searching: boolean): SQL {
  const count = (match: Match) => {
    const parts = table.parts?.(match);
    if (!parts) return cappedTotal(sql`from ${table.from}`, table.where(match));
    const each = parts.map((where) => sql`(select 1 from ${table.from} where ${where} limit ${TOTAL_CAP + 1})`);
    return sql`(select count(*)::int as total from (${sql.join(each, sql` union all `)} limit ${TOTAL_CAP + 1}) counted)`;
  };
  if (!searching) return sql`select ${count('any')} as total, 0 as exact, 0 as whole`;
  const over = TOTAL_CAP + 1;
  const some = table.someMatches ? sql` when (select count(*) from (${table.someMatches} limit ${over}) c) >= ${over} then ${over}` : sql``;
  return sql`with x as materialized (select ${count('exact')} as exact),
    y as materialized (select case when x.exact >= ${over} then ${over} else ${count('whole')} end as whole from x),
    z as materialized (select case when y.whole >= ${over} then ${over}${some} else ${count('any')} end as total from y)
    select x.exact, y.whole, z.total from x, y, z`;
}

/**
 * The ids of a search's page with its sort keys as columns k0 (the tier), k1 ... (`order`): ranked by tier,
 * then `order`, without ranking every match. The page's first offset + limit rows are among the first
 * offset + limit of each tier's matches in `order`, so only those few are read and ranked (a row in several
 * tiers keeps its best). A tier of more than TOTAL_CAP matches walks the index of `order` and stops there; a
 * smaller one is read through its own index and sorted (a walk would read the whole index to find a few).
 */
export function rankedIds(table: TieredTable, order: SortKey[], counts: TierCounts, page: Page): SQL {
  const bound = page.offset + (page.limit ?? TOTAL_CAP);
  const tierCount: Record<Tier, number> = { exact: counts.exact, whole: counts.whole, text: counts.total };
  const columns = sql.join(order.map(([expr], i) => sql`${expr} as ${sql.raw(`o${i}`)}`), sql`, `);
  // The tiers nest (exact within whole within any match): once a tier alone fills the page, the rest are not read.
  const filling = TIERS.findIndex(([tier]) => tierCount[tier] >= bound);
  const needed = filling < 0 ? TIERS : TIERS.slice(0, filling + 1);
  const tiers = needed
    .filter(([tier]) => tierCount[tier] > 0)
    .map(([tier, rank]) => firstRows(table, sql`${columns}, ${rank}::int as tier`, table.where(tier), order, bound, tierCount[tier] > TOTAL_CAP));
  if (!tiers.length) return sql.raw(`select null::int as id, 0 as k0${order.map((_, i) => `, null as k${i + 1}`).join('')} where false`);
  const outer = order.map((_, i) => sql.raw(`t.o${i} as k${i + 1}`));
  return sql`select t.id, max(t.tier) as k0, ${sql.join(outer, sql`, `)}
    from (${sql.join(tiers, sql` union all `)}) t
    group by ${sql.raw(['t.id', ...order.map((_, i) => `t.o${i}`)].join(', '))}
    order by ${orderByKeys(rankedKeys(order))} ${limitOffset(page)}`;
}

/** The sort keys of a rankedIds page: the tier, then `order`. */
export function rankedKeys(order: SortKey[]): SortKey[] {
  return [[sql`tier`, 'desc'], ...order];
}

/**
 * The ids of a browse page (no search text) with its sort keys as columns k0 ...: more than TOTAL_CAP rows
 * walk the index of `order` and stop after the page; fewer (a selective filter) are read through the
 * filter's own index and sorted, as a walk would read the whole index to find them.
 */
export function browseIds(table: TieredTable, order: SortKey[], total: number, page: Page): SQL {
  const bound = page.offset + (page.limit ?? TOTAL_CAP);
  return sql`select * from ${firstRows(table, keyColumns(order), table.where('any'), order, bound, total > TOTAL_CAP, 'k')} f order by ${orderByKeys(order)} ${limitOffset(page)}`;
}

/**
 * The first `bound` rows of the table meeting `where`, in `order`, with `columns`. Few matches (at most
 * TOTAL_CAP) are read through their own index and sorted. Many are looked for by walking the first rows of the
 * order's index (20 per row wanted, at least 1000), which finds them at once when they are spread through it;
 * when they are not (a search for a surname, in an order by surname), the walk stops there and the matches are
 * read and sorted after all. Either way no plan reads more than the walk and the matches.
 */
function firstRows(table: TieredTable, columns: SQL, where: SQL, order: SortKey[], bound: number, many: boolean, prefix = 'o'): SQL {
  const by = sql.raw(order.map(([, dir], i) => `${prefix}${i} ${dir}`).join(', '));
  const inOrder = sql.join(order.map(([expr, dir]) => sql`${expr} ${sql.raw(dir)}`), sql`, `);
  const row = sql`${table.id} as id, ${columns}`;
  // offset 0 keeps the limit out of the scan: the matches are read through their own index, then sorted.
  const sorted = sql`(select * from (select ${row} from ${table.from} where ${where} offset 0) m order by ${by} limit ${bound})`;
  if (!many) return sorted;
  const walk = Math.max(1000, bound * 20);
  const alias = sql.raw(table.alias);
  // The walked rows come out in the index's order, so the first `bound` that match are the ones wanted.
  return sql`(with walked as materialized (
      select ${row} from (select ${alias}.* from ${table.from} order by ${inOrder} limit ${walk}) ${alias} where ${where} limit ${bound})
    select * from walked where (select count(*) from walked) >= ${bound}
    union all
    select * from ${sorted} s where (select count(*) from walked) < ${bound})`;
}
