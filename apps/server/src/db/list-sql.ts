import { asc, Column, desc, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/* The SQL pieces the repositories' list queries share. */

/** An ILIKE pattern that finds the text anywhere, its %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Lower-cased, accents removed, as the database's folded() does for Latin letters ('Fédération' -> 'federation'). */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');
}

/** The LIKE pattern that finds a text anywhere in a folded column, whatever its case and accents. */
export function foldedPattern(text: string): string {
  return containsPattern(foldText(text));
}

/**
 * The text found anywhere in a column, whatever the case and the accents on either side: 'federation' finds
 * 'Fédération', 'élise' finds 'Elise'. folded() is the database's lower(unaccent()) (migration 0007).
 */
export function containsText(column: AnyColumn | SQLWrapper, text: string): SQL {
  return sql`folded(${column}) like ${foldedPattern(text)}`;
}

/**
 * The text found anywhere in a column that already holds its text folded (kept so by the database: migration 0018),
 * as containsText finds it in the column it was folded from.
 */
export function containsFoldedText(folded: AnyColumn | SQLWrapper, text: string): SQL {
  return sql`${folded} like ${foldedPattern(text)}`;
}

/**
 * A condition on another table tested on each row a page walks, left as a subquery (OFFSET 0 keeps the planner from
 * joining it). Joined, it would be planned with a cache sized for every row of that table, allocated before the first
 * row is read: several milliseconds at 1000x for a page that reads 20 rows.
 */
export function existsPerRow(query: SQLWrapper): SQL {
  return sql`exists (${query} offset 0)`;
}

/**
 * A text in the readers' order rather than by character code: ICU's root collation, the same on PGlite and
 * PostgreSQL, puts accented letters beside their base letter and lower case beside upper ('Élise' before 'Zoe',
 * 'Fédération' before 'Fredericton').
 */
export function collated(expression: AnyColumn | SQLWrapper): SQL {
  return sql`${expression} collate "und-x-icu"`;
}

const isText = (column: AnyColumn | SQLWrapper) => column instanceof Column && column.dataType === 'string';

/**
 * A list's sort (field and direction, from parseListQuery) as ORDER BY terms over the columns each field names;
 * text columns sort in the readers' order (collated). An expression that yields text is wrapped by its caller.
 */
export function sortOrder<F extends string>(sort: readonly { field: F; isAscending: boolean }[], columns: Record<F, AnyColumn | SQLWrapper>): SQL[] {
  return sort.map((s) => {
    const column = columns[s.field];
    const term = isText(column) ? collated(column) : column;
    return s.isAscending ? asc(term) : desc(term);
  });
}

/** Rows read by id (`where id in (...)`, in no order) put back in the order of the page's ids; a vanished id is skipped. */
export function inIdOrder<R extends { id: number }>(ids: readonly number[], rows: readonly R[]): R[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Totals of the lists that grow with the program (every candidate, charity, application, audit row) stop counting
 * here, as search's do: the list answers totalCapped and the table reads '1–20 / 1000+'. Counting 150,000
 * candidates on every page would cost more than the page itself.
 */
export const LIST_TOTAL_CAP = 1000;

/**
 * The total of a list's matches, counted up to LIST_TOTAL_CAP + 1 rows (the extra one says there are more).
 * `matches` is the list's select of its matching rows (any columns), without order or limit.
 */
export async function countCapped(db: DbOrTx, matches: SQLWrapper): Promise<{ total: number; totalCapped: boolean }> {
  const result = (await db.execute(sql`select count(*)::int as n from (${matches} limit ${LIST_TOTAL_CAP + 1}) counted`)) as unknown as { rows: { n: number }[] };
  const counted = Number(result.rows[0]?.n ?? 0);
  return { total: Math.min(counted, LIST_TOTAL_CAP), totalCapped: counted > LIST_TOTAL_CAP };
}

/**
 * countCapped of a list's matches less some of them (`excluded`: the matches a rule leaves out, a few rows that their
 * own index finds, such as the applications of deleted candidates), counted apart: the matches are then counted
 * without testing that rule on each of them, and up to the cap plus those left out.
 */
export async function countCappedExcept(db: DbOrTx, matches: SQLWrapper, excluded: SQLWrapper): Promise<{ total: number; totalCapped: boolean }> {
  const result = (await db.execute(sql`
    with excluded as (select count(*)::int as n from (${excluded}) excluded)
    select (select n from excluded) as "left",
      (select count(*)::int from (${matches} limit ${LIST_TOTAL_CAP + 1} + (select n from excluded)) counted) as counted`)) as unknown as {
    rows: { left: number; counted: number }[];
  };
  const { left = 0, counted = 0 } = result.rows[0] ?? {};
  const total = Number(counted) - Number(left);
  return { total: Math.min(total, LIST_TOTAL_CAP), totalCapped: total > LIST_TOTAL_CAP };
}
