import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openPostgres } from './client.ts';

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
