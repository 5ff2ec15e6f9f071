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

/**
 * The text found anywhere in a column, whatever the case and the accents on either side: 'federation' finds
 * 'Fédération', 'élise' finds 'Elise'. folded() is the database's lower(unaccent()) (migration 0007).
 */
export function containsText(column: AnyColumn | SQLWrapper, text: string): SQL {
  return sql`folded(${column}) like ${containsPattern(foldText(text))}`;
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
