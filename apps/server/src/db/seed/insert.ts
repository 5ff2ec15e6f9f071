import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';

/** Rows per INSERT statement: well under PostgreSQL's 65535 bind parameters for our widest tables. */
const CHUNK = 1000;

/** Inserts rows in as few statements as possible. */
export async function insertAll<T extends PgTable>(db: DbOrTx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(table).values(rows.slice(i, i + CHUNK));
}

/** Inserts the rows that are not there yet (by primary key or any unique column). */
export async function insertMissing<T extends PgTable>(db: DbOrTx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(table).values(rows.slice(i, i + CHUNK)).onConflictDoNothing();
}

/** After inserts with explicit ids: the next serial id follows the largest one. */
export async function bumpSequences(db: DbOrTx, tables: PgTable[]): Promise<void> {
  if (!tables.length) return;
  const parts = tables.map((t) => {
    const name = getTableName(t);
    return sql`setval(pg_get_serial_sequence(${name}, 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${sql.identifier(name)}), false)`;
  });
  await db.execute(sql`SELECT ${sql.join(parts, sql`, `)}`);
}
