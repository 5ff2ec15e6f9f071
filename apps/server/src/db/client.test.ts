import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openPostgres } from './client.ts';
import { openTestDatabase } from '../../test/helpers.ts';

const url = process.env.TEST_DATABASE_URL;

// Runs in the suite's PostgreSQL pass (TEST_DATABASE_URL set); the embedded database has no server to lose.
describe.runIf(url)('PostgreSQL connection pool', () => {
  it('survives the server ending an idle connection, and the next query gets a new one', async () => {
    const database = await openPostgres(url!);
    try {
      const [before] = (await database.db.execute(sql`select pg_backend_pid() as pid`)).rows as { pid: number }[];
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [before!.pid]);
      await admin.end();
      // Let the pool receive the termination of its idle connection (an 'error' event without a listener crashes).
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [after] = (await database.db.execute(sql`select pg_backend_pid() as pid`)).rows as { pid: number }[];
      expect(after!.pid).not.toBe(before!.pid);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(url)('a transaction on PostgreSQL', () => {
  it('runs queries asked for at once one after another, without the driver warning of it', async () => {
    const database = await openTestDatabase();
    const warnings: string[] = [];
    const listen = (w: Error) => void warnings.push(w.message);
    process.on('warning', listen);
    try {
      const rows = await database.db.transaction(async (tx) =>
        Promise.all([tx.execute(sql`select pg_sleep(0.05), 1 as n`), tx.execute(sql`select 2 as n`), tx.execute(sql`select 3 as n`)]),
      );
      expect(rows.map((r) => (r as unknown as { rows: { n: number }[] }).rows[0]!.n)).toEqual([1, 2, 3]);
      // Node reports a warning on the next turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((w) => /already executing a query/.test(w))).toEqual([]);
    } finally {
      process.off('warning', listen);
      await database.close();
    }
  });
});
