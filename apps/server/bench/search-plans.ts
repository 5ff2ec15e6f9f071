/**
 * Search, browse and every list at 100 times the demo's size: builds a scratch database (about 4,000 charities,
 * 20,000 postings, 15,000 candidates, and the list rows of bench/list-data.ts) with generate_series, runs every
 * search query and every list route's queries (bench/list-plans.ts) with EXPLAIN (ANALYZE), prints the plans and
 * timings, and exits 1 when a plan reads a large table with a sequential scan.
 *
 *   npx tsx bench/search-plans.ts            embedded PGlite, in memory
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/search-plans.ts   a real PostgreSQL (a scratch database is created and dropped)
 *   BENCH_SCALE=1 ...                        demo size instead of 100 times
 *   BENCH_DATA_DIR=/tmp/x ...                keep the embedded database there and reuse it on the next run
 *   BENCH_DATABASE_NAME=x ...                PostgreSQL: keep the database of that name and reuse it (bench:load's too)
 *   --quiet                                  timings and findings only, no plans
 *   --only <text>                            only the queries whose name contains the text ('list:' the lists)
 *   --strict                                 also fail on a sequential scan that reads most of a table (a count of everything)
 *   --expanded                               search words widened through the dictionary first, as the service does
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { seedReference } from '../src/db/seed/reference.ts';
import type { PGlite } from '@electric-sql/pglite';
import { LIST_TABLES, generateListData } from './list-data.ts';
import { explainRecorded, recordListQueries, sqlRunner, timeRecorded } from './list-plans.ts';
import { LARGE_TABLES, expandPlannedSearches, explain, generateSearchData, largeSeqScans, plannedQueries, timeQuery, usedIndexes } from '../src/modules/search/search-plans.ts';

const scale = Number(process.env.BENCH_SCALE ?? 100);
const quiet = process.argv.includes('--quiet');
const strict = process.argv.includes('--strict');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;

async function open(): Promise<{ database: Database; client: { pool?: pg.Pool; pglite?: PGlite }; drop: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const database = await openPglite(process.env.BENCH_DATA_DIR);
    return { database, client: { pglite: (database as unknown as { pglite: PGlite }).pglite }, drop: async () => {} };
  }
  const kept = process.env.BENCH_DATABASE_NAME;
  if (kept && !/^[a-z_][a-z0-9_]*$/.test(kept)) throw new Error('BENCH_DATABASE_NAME: lower-case letters, digits and _ only');
  const name = kept ?? `boardmatch_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openPostgres(u.toString());
  // A pool of its own for the list queries, which are recorded with their parameters and explained as sent.
  const pool = new pg.Pool({ connectionString: u.toString(), max: 2 });
  return {
    database,
    client: { pool },
    drop: async () => {
      await pool.end();
      if (kept) return;
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** Row counts of the large tables, to tell a selective sequential scan (a missing index) from a whole-table read. */
async function countRows(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [...LARGE_TABLES, ...LIST_TABLES]) {
    const result = (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
    counts[table] = result.rows[0]!.n;
  }
  return counts;
}

const { database, client, drop } = await open();
let failed = false;
try {
  const started = performance.now();
  await database.migrate();
  const existing = ((await database.db.execute(sql`select count(*)::int as n from charities`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
  const sizes = existing ? { charities: existing, postings: NaN, candidates: NaN } : (await seedReference(database.db), await generateSearchData(database.db, scale));
  await generateListData(database.db, scale);
  console.log(`${database.kind}, scale ${scale}: ${sizes.charities} charities, ${sizes.postings} postings, ${sizes.candidates} candidates (built in ${Math.round(performance.now() - started)} ms)\n`);

  const summary: { name: string; ms: number; indexes: string[]; seq: string[] }[] = [];
  const tableRows = await countRows(database);
  // --expanded: each search word widened through the dictionary, as the service does (a typo, a prefix).
  const expanded = process.argv.includes('--expanded') ? await expandPlannedSearches(database.db) : new Map();
  for (const planned of (await plannedQueries(database.db, 42, expanded)).filter((p) => !only || p.name.includes(only))) {
    const plan = await explain(database.db, planned);
    const ms = await timeQuery(database.db, planned);
    const seq = largeSeqScans(plan, strict ? undefined : tableRows);
    summary.push({ name: planned.name, ms, indexes: usedIndexes(plan), seq });
    if (!quiet) console.log(`--- ${planned.name} (${ms.toFixed(1)} ms)\n${plan.join('\n')}\n`);
  }

  // Every list route's queries, as the repositories send them (charity 1, candidate 42, staff).
  const run = sqlRunner(client);
  const [candidate] = await run('select id, user_id from candidates where id = 42', []);
  for (const recorded of await recordListQueries(client, { id: 42, userId: Number(candidate?.user_id ?? 42) })) {
    if (only && !recorded.name.includes(only)) continue;
    const plan = await explainRecorded(run, recorded);
    const ms = await timeRecorded(run, recorded);
    const seq = largeSeqScans(plan, strict ? undefined : tableRows, [...LARGE_TABLES, ...LIST_TABLES]);
    summary.push({ name: recorded.name, ms, indexes: usedIndexes(plan), seq });
    if (!quiet) console.log(`--- ${recorded.name} (${ms.toFixed(1)} ms)\n${recorded.text}\n${plan.join('\n')}\n`);
  }

  console.log('query'.padEnd(64), 'ms'.padStart(8), '  indexes / findings');
  for (const s of summary) {
    console.log(s.name.padEnd(64), s.ms.toFixed(1).padStart(8), ' ', s.seq.length ? `SEQ SCAN: ${s.seq.map((l) => l.trim()).join('; ')}` : s.indexes.join(', '));
  }
  const bad = summary.filter((s) => s.seq.length);
  if (bad.length) {
    failed = true;
    console.log(`\n${bad.length} plan(s) scan a large table sequentially to find a part of it (an index is missing or unused).`);
  } else {
    console.log('\nEvery plan is index-backed.');
  }
} finally {
  await database.close();
  await drop();
}
process.exit(failed ? 1 : 0);
