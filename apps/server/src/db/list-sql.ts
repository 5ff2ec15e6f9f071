import { asc, desc, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';

/* The SQL pieces the repositories' list queries share. */

/** An ILIKE pattern that finds the text anywhere, its %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A list's sort (field and direction, from parseListQuery) as ORDER BY terms over the columns each field names. */
export function sortOrder<F extends string>(sort: readonly { field: F; isAscending: boolean }[], columns: Record<F, AnyColumn | SQLWrapper>): SQL[] {
  return sort.map((s) => (s.isAscending ? asc(columns[s.field]) : desc(columns[s.field])));
}
