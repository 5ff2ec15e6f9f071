import type { DbOrTx } from './client.ts';

/**
 * A query prepared once per database (or transaction): a statement run on most requests is then parsed and planned
 * once per connection rather than on every call. `build` must name its statement (drizzle's `.prepare(name)`), one
 * name per statement text.
 */
export function preparedPerDatabase<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const prepared = new WeakMap<object, T>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = build(db)));
    return query;
  };
}

/** Ids as one array parameter ('{1,2,3}', read with `::int[]`): a statement's text stays the same however many there are. */
export function intArrayParam(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}
