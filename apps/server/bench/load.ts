/**
 * Search, browse and every list under load (`npm run bench:load` at the root). Builds a database at a given scale
 * with the same generators as bench/search-plans.ts (per unit of scale 40 charities, 200 postings, 150 candidates,
 * and the staff's and charities' list rows of bench/list-data.ts; 100 by default), adds a representative of
 * charity 1, a candidate and a staff Admin who sign in with the demo's password, starts the compiled server
 * (apps/server/dist/main.js: run `npm run build` first) against it in its own process, drives every search, browse
 * and list route of every side over HTTP with autocannon, and prints req/s, p50, p95 and p99 per route beside a
 * bare Fastify route (bench/bare-server.mjs, also its own process) measured in the same run.
 *
 * Exits 1 when a route's p95 is over the threshold (50 ms on PostgreSQL, 150 ms on embedded PGlite at 100 times
 * the demo with 10 clients; 60 ms on PostgreSQL from 1000 times; 100 ms for the routes that rank by fit, which score
 * a bounded pool) or when a route answers anything but 200.
 *
 *   npm run bench:load                                     embedded PGlite (a scratch directory, removed after)
 *   BENCH_DATABASE_URL=postgres://... npm run bench:load   PostgreSQL (a scratch database is created and dropped)
 *   BENCH_SCALE=100          data size (also --scale N)
 *   BENCH_CONNECTIONS=10     concurrent clients (also --connections N)
 *   BENCH_DURATION=10        seconds measured per route, after 2 seconds of warm-up (also --duration N)
 *   BENCH_P95_MS=...         another threshold
 *   BENCH_DATA_DIR=/tmp/x    PGlite: keep the database there and reuse it on the next run
 *   BENCH_DATABASE_NAME=x    PostgreSQL: keep the database of that name and reuse it on the next run
 *   BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/p'  Node options for the server (a CPU profile of it, say)
 *   --only <text>[,<text>]   only the routes whose name contains one of the texts ('list,staff': every list)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { seedReference } from '../src/db/seed/reference.ts';
import { generateSearchData } from '../src/modules/search/search-plans.ts';
import { generateListData } from './list-data.ts';
import { CharityRepresentativeRole, StaffRole } from '@boardmatch/shared';
import { boardmatchRepresentatives, candidates, charityRepresentativeToRoles, charityRepresentatives, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/platform/auth/crypto.ts';
import { createUser, updateUserState } from '../src/modules/users/users.repository.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name: string) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined);
const scale = Number(arg('scale') ?? process.env.BENCH_SCALE ?? 100);
const connections = Number(arg('connections') ?? process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(arg('duration') ?? process.env.BENCH_DURATION ?? 10);
const only = arg('only');
const databaseUrl = process.env.BENCH_DATABASE_URL;
// Issue targets: 50 ms on PostgreSQL and 150 ms on PGlite at 100 times the demo; 60 ms on PostgreSQL at 1000 times.
const threshold = Number(process.env.BENCH_P95_MS ?? (databaseUrl ? (scale < 1000 ? 50 : 60) : 150));
/** Routes that rank by fit score a bounded pool of candidates or postings: their target is 100 ms (or the threshold, if higher). */
const fitThreshold = Math.max(threshold, 100);
const PASSWORD = 'Demo-pass1!';
const REPRESENTATIVE = 'charity@bench.boardmatch.ca';
const CANDIDATE = 'candidate@bench.boardmatch.ca';
const STAFF_ADMIN = 'staff@bench.boardmatch.ca';
const PAGE = { Pagination: { Page: 1, ItemsPerPage: 6 } };
/** The bench candidate's id, known once the database is prepared. */
let benchCandidateId = 0;
/** An open posting of charity 1 asking for skills, for its suggested candidates ('{posting}' in a route's path). */
let benchPostingId = 0;

interface Route {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The body, or a function of the bench candidate's id. */
  body?: object | ((candidateId: number) => object);
  as?: 'representative' | 'candidate' | 'staff';
  /** Ranks by fit: measured against fitThreshold. */
  fit?: true;
}

const LIST = { Pagination: { Page: 1, ItemsPerPage: 20 } };
/** The filter every staff list call carries. */
const STAFF = { ...LIST, Filters: [{ name: 'AdminOverride', values: [1] }] };
const staffFilters = (...filters: object[]) => ({ ...LIST, Filters: [{ name: 'AdminOverride', values: [1] }, ...filters] });

/**
 * Every route of modules/search, with the bodies the search page and the Candidate Search page send; then every
 * list route of every side with the body its page sends first (20 rows, the default order), and its search.
 */
const ROUTES: Route[] = [
  { name: "postings read-public, Search 'treasurer'", method: 'POST', path: '/api/charities/postings/read-public', body: { ...PAGE, Search: 'treasurer' } },
  { name: 'postings read-public, browse', method: 'POST', path: '/api/charities/postings/read-public', body: PAGE },
  { name: "postings read (candidate), Search 'treasurer'", method: 'POST', path: '/api/charities/postings/read', body: { ...PAGE, Search: 'treasurer' }, as: 'candidate' },
  { name: 'postings read (candidate), browse', method: 'POST', path: '/api/charities/postings/read', body: PAGE, as: 'candidate' },
  { name: "charities read-public, Search 'accountant'", method: 'POST', path: '/api/charities/read-public', body: { ...PAGE, Search: 'accountant' } },
  { name: 'charities read-public, browse', method: 'POST', path: '/api/charities/read-public', body: PAGE },
  { name: "charities read (candidate), Search 'accountant'", method: 'POST', path: '/api/charities/read', body: { ...PAGE, Search: 'accountant' }, as: 'candidate' },
  { name: 'postings read-public, skills and 1 month', method: 'POST', path: '/api/charities/postings/read-public', body: { ...PAGE, Filters: [{ name: 'skillSet', values: [2, 3] }, { name: 'DateRange', values: [1] }] } },
  { name: 'candidates browse (representative)', method: 'POST', path: '/api/candidates/browse', body: PAGE, as: 'representative' },
  { name: 'candidates browse, skills', method: 'POST', path: '/api/candidates/browse', body: { ...PAGE, Filters: [{ name: 'skillSet', values: [2] }] }, as: 'representative' },
  { name: "candidates browse, Search 'financial officer'", method: 'POST', path: '/api/candidates/browse', body: { ...PAGE, Search: 'financial officer' }, as: 'representative' },
  { name: "candidates browse, Search a skill's French name 'gouvernance'", method: 'POST', path: '/api/candidates/browse', body: { ...PAGE, Search: 'gouvernance' }, as: 'representative' },
  { name: 'candidates browse, causes and French', method: 'POST', path: '/api/candidates/browse', body: { ...PAGE, Filters: [{ name: 'focusAreas', values: [3] }, { name: 'languages', values: ['fr'] }] }, as: 'representative' },
  { name: 'candidates browse, ranked by fit for a posting', method: 'POST', path: '/api/candidates/browse', body: () => ({ ...PAGE, Filters: [{ name: 'FitFor', values: [benchPostingId] }] }), as: 'representative', fit: true },
  { name: 'candidates browse, skills ranked by fit', method: 'POST', path: '/api/candidates/browse', body: { ...PAGE, Filters: [{ name: 'skillSet', values: [2, 5] }], Sort: [{ field: 'fit', isAscending: false }] }, as: 'representative', fit: true },
  { name: 'suggested candidates (representative)', method: 'GET', path: '/api/charities/postings/{posting}/suggested-candidates', as: 'representative', fit: true },
  { name: 'recommended postings (candidate)', method: 'GET', path: '/api/candidates/recommended-postings', as: 'candidate', fit: true },
  { name: 'charities cities', method: 'GET', path: '/api/charities/cities' },
  { name: 'charities province', method: 'GET', path: '/api/charities/province' },
  { name: 'charity profile public/:id', method: 'GET', path: '/api/charities/public/7' },
  { name: 'charity profile :id/profile (candidate)', method: 'GET', path: '/api/charities/7/profile', as: 'candidate' },
  // The candidate's lists.
  { name: 'list applications (candidate)', method: 'POST', path: '/api/candidates/applications/read', body: LIST, as: 'candidate' },
  { name: 'list enrollments (candidate)', method: 'POST', path: '/api/thinkific/enrollments/read', body: { ...LIST, Filters: [{ name: 'type', values: [1] }] }, as: 'candidate' },
  { name: 'list onboarding steps (candidate)', method: 'POST', path: '/api/candidates/onboarding/read', body: (candidateId: number) => ({ CandidateId: candidateId }), as: 'candidate' },
  // The charity's lists (charity 1, signed in as its Admin).
  { name: 'list applications (representative)', method: 'POST', path: '/api/candidates/applications/read', body: { ...LIST, Filters: [{ name: 'charityId', values: [1] }] }, as: 'representative' },
  { name: "list applications (representative), Search 'treasurer'", method: 'POST', path: '/api/candidates/applications/read', body: { ...LIST, Search: 'treasurer', Filters: [{ name: 'charityId', values: [1] }] }, as: 'representative' },
  { name: 'list charity postings (representative)', method: 'POST', path: '/api/charities/1/postings/read', body: LIST, as: 'representative' },
  { name: 'list positions (representative)', method: 'POST', path: '/api/charities/positions/read', body: LIST, as: 'representative' },
  { name: 'list board mandates (representative)', method: 'POST', path: '/api/charities/1/mandates/read', body: LIST, as: 'representative' },
  { name: 'board skills matrix (representative)', method: 'GET', path: '/api/charities/1/skills-matrix', as: 'representative' },
  { name: 'board terms ending (representative)', method: 'POST', path: '/api/charities/1/terms-ending/read', body: LIST, as: 'representative' },
  { name: 'list representatives (representative)', method: 'POST', path: '/api/charities/1/representatives/read', body: LIST, as: 'representative' },
  { name: 'list charity invitations (representative)', method: 'POST', path: '/api/charities/1/invitations/read', body: LIST, as: 'representative' },
  { name: 'list images (representative)', method: 'POST', path: '/api/images/read/charity', body: { Filters: [{ name: 'entityId', values: [1] }] }, as: 'representative' },
  // The staff's lists (an Admin, with AdminOverride).
  { name: 'staff candidates', method: 'POST', path: '/api/candidates/read', body: STAFF, as: 'staff' },
  { name: "staff candidates, Search 'whitfield'", method: 'POST', path: '/api/candidates/read', body: { ...STAFF, Search: 'whitfield' }, as: 'staff' },
  { name: 'staff candidates, by join date', method: 'POST', path: '/api/candidates/read', body: { ...STAFF, Sort: [{ field: 'joinDate', isAscending: false }] }, as: 'staff' },
  { name: 'staff candidates, skills', method: 'POST', path: '/api/candidates/read', body: staffFilters({ name: 'skillSet', values: [2] }), as: 'staff' },
  { name: 'staff charities', method: 'POST', path: '/api/charities/admin/read', body: STAFF, as: 'staff' },
  { name: "staff charities, Search 'harbour'", method: 'POST', path: '/api/charities/admin/read', body: { ...STAFF, Search: 'harbour' }, as: 'staff' },
  { name: 'staff applications', method: 'POST', path: '/api/candidates/applications/read', body: LIST, as: 'staff' },
  { name: "staff applications, Search 'treasurer'", method: 'POST', path: '/api/candidates/applications/read', body: { ...LIST, Search: 'treasurer' }, as: 'staff' },
  { name: 'staff users', method: 'POST', path: '/api/staff/users/read', body: STAFF, as: 'staff' },
  { name: 'staff invitations', method: 'POST', path: '/api/staff/invitations/read', body: STAFF, as: 'staff' },
  { name: "staff invitations, Search 'invitee1'", method: 'POST', path: '/api/staff/invitations/read', body: { ...STAFF, Search: 'invitee1' }, as: 'staff' },
  { name: 'staff courses', method: 'POST', path: '/api/thinkific/courses/read', body: STAFF, as: 'staff' },
  { name: "staff courses, Search 'treasurers'", method: 'POST', path: '/api/thinkific/courses/read', body: { ...STAFF, Search: 'treasurers' }, as: 'staff' },
  { name: 'staff corporations', method: 'POST', path: '/api/corporations/read', body: STAFF, as: 'staff' },
  { name: "staff corporations, Search 'harbour'", method: 'POST', path: '/api/corporations/read', body: { ...STAFF, Search: 'harbour' }, as: 'staff' },
  { name: 'staff act-as audit', method: 'POST', path: '/api/act-as-audits/read', body: STAFF, as: 'staff' },
  { name: "staff act-as audit, Search 'singh'", method: 'POST', path: '/api/act-as-audits/read', body: { ...STAFF, Search: 'singh' }, as: 'staff' },
  { name: 'staff actions audit', method: 'POST', path: '/api/act-as-audits/staff-actions/read', body: STAFF, as: 'staff' },
  { name: "staff actions audit, Search 'tremblay'", method: 'POST', path: '/api/act-as-audits/staff-actions/read', body: { ...STAFF, Search: 'tremblay' }, as: 'staff' },
  { name: 'staff undelivered mail', method: 'POST', path: '/api/staff/undelivered-mail/read', body: STAFF, as: 'staff' },
  { name: 'staff waiting applicants', method: 'POST', path: '/api/staff/waiting-applicants/read', body: STAFF, as: 'staff' },
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/**
 * A representative of charity 1 (admin role), an onboarded candidate with five applications, and a staff Admin,
 * signing in with the demo's password; each added when missing. Answers the candidate's id.
 */
async function addSignIns({ db }: Database): Promise<number> {
  const passwordHash = await hashPassword(PASSWORD);
  const existing = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.userName, email)))[0]?.id;
  const person = async (email: string, lastName: string) => {
    const { user } = await createUser(db, { userName: email, passwordHash, firstName: 'Bench', lastName });
    await db.update(users).set({ isVerified: true }).where(eq(users.id, user.id));
    return user.id;
  };
  if (!(await existing(REPRESENTATIVE))) {
    const representativeUser = await person(REPRESENTATIVE, 'Representative');
    const [representative] = await db.insert(charityRepresentatives).values({ userId: representativeUser, charityId: 1, onboardingComplete: true }).returning();
    await db.insert(charityRepresentativeToRoles).values({ charityRepresentativeId: representative!.id, roleId: CharityRepresentativeRole.admin });
    await updateUserState(db, representativeUser, { charityRole: 1, candidateRole: 0, boardmatchRole: 0, charityId: 1 });
  }
  let candidateUser = await existing(CANDIDATE);
  if (!candidateUser) {
    candidateUser = await person(CANDIDATE, 'Candidate');
    await db.insert(candidates).values({ userId: candidateUser, experienceTitle: 'Accountant', experienceOrganizationName: 'Bench Inc.', onboardingComplete: true });
    await updateUserState(db, candidateUser, { candidateRole: 1, boardmatchRole: 0, charityRole: 0, charityId: null });
  }
  const [candidate] = await db.select({ id: candidates.id }).from(candidates).where(eq(candidates.userId, candidateUser));
  // Recommendations start from the candidate's skills and causes.
  await db.execute(sql`insert into candidate_skills (candidate_id, skill_id) select ${candidate!.id}, s from unnest('{2,3,5}'::int[]) s on conflict do nothing`);
  await db.execute(sql`insert into candidate_focus_areas (candidate_id, focus_area_id) select ${candidate!.id}, f from unnest('{1,4}'::int[]) f on conflict do nothing`);
  const open = sql`select ps.posting_id as id from posting_search ps where ps.charity_id = 1 and cardinality(ps.skill_ids) > 0 and ps.expiry_date >= current_date order by ps.posting_id limit 1`;
  let posting = ((await db.execute(open)) as unknown as { rows: { id: number }[] }).rows[0];
  if (!posting) {
    await db.execute(sql`update charity_postings set charity_posting_status_id = 1, deleted_at = null, expiry_date = current_date + 60 where id = (select min(id) from charity_postings where charity_id = 1)`);
    await db.execute(sql`insert into charity_posting_skills (charity_posting_id, skill_id) select (select min(id) from charity_postings where charity_id = 1), s from unnest('{2,3}'::int[]) s on conflict do nothing`);
    posting = ((await db.execute(open)) as unknown as { rows: { id: number }[] }).rows[0];
  }
  benchPostingId = posting?.id ?? 0;
  const applied = ((await db.execute(sql`select 1 from applications where candidate_id = ${candidate!.id} limit 1`)) as unknown as { rows: unknown[] }).rows;
  if (!applied.length) {
    await db.execute(sql`insert into applications (posting_id, candidate_id, charity_id, charity_position_id, description)
      select p.id, ${candidate!.id}, p.charity_id, p.charity_position_id, 'Why me' from charity_postings p where p.id in (1, 2, 3, 4, 5)`);
  }
  if (!(await existing(STAFF_ADMIN))) {
    const staffUser = await person(STAFF_ADMIN, 'Staff');
    await db.insert(boardmatchRepresentatives).values({ userId: staffUser, roleId: StaffRole.admin });
    await updateUserState(db, staffUser, { boardmatchRole: 1, candidateRole: 0, charityRole: 0, charityId: null });
  }
  return candidate!.id;
}

/** A scratch database (or BENCH_DATA_DIR reused), filled when empty; answers what the server needs to open it. */
async function prepare(): Promise<{ env: Record<string, string>; cleanup: () => Promise<void>; kind: string }> {
  let database: Database;
  let env: Record<string, string>;
  let cleanup = async () => {};
  if (databaseUrl) {
    const kept = process.env.BENCH_DATABASE_NAME;
    if (kept && !/^[a-z_][a-z0-9_]*$/.test(kept)) throw new Error('BENCH_DATABASE_NAME: lower-case letters, digits and _ only');
    const name = kept ?? `boardmatch_load_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
    if (!exists) await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(databaseUrl);
    u.pathname = `/${name}`;
    database = await openPostgres(u.toString());
    env = { DATABASE_URL: u.toString() };
    if (!kept) cleanup = async () => {
      const a = new pg.Client({ connectionString: databaseUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
  } else {
    const kept = process.env.BENCH_DATA_DIR;
    const dir = kept ?? mkdtempSync(path.join(tmpdir(), 'boardmatch-load-'));
    database = await openPglite(dir);
    env = { DATA_DIR: dir };
    if (!kept) cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  try {
    const started = performance.now();
    await database.migrate();
    const count = async (table: string) => ((await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    if (!(await count('charities'))) {
      await seedReference(database.db);
      await generateSearchData(database.db, scale);
      await database.db.execute(sql`analyze`);
    }
    // The plan benchmark (bench/search-plans.ts) builds the same data without them.
    const made = await generateListData(database.db, scale);
    if (made) console.log(`list data: ${JSON.stringify(made)}`);
    benchCandidateId = await addSignIns(database);
    console.log(
      `${database.kind}: ${await count('charities')} charities, ${await count('charity_postings')} postings, ${await count('candidates')} candidates ` +
        `(ready in ${Math.round(performance.now() - started)} ms)`,
    );
    return { env, cleanup, kind: database.kind };
  } finally {
    await database.close();
  }
}

/** Starts a process and waits for its line saying it listens (or for it to end). */
function start(args: string[], env: Record<string, string>, ready: RegExp): Promise<{ child: ChildProcess; line: RegExpMatchArray }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(ready);
      if (match) {
        child.stdout!.off('data', onData);
        child.stderr!.off('data', onData);
        child.stdout!.resume();
        child.stderr!.pipe(process.stderr);
        resolve({ child, line: match });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} ended (${code}) before it was ready:\n${output}`)));
  });
}

/** Waits until the server answers its health check (the database is open and migrated). */
async function healthy(base: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server ended (${child.exitCode}) before it was ready`);
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not become healthy in 120 s');
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ UserName: email, Password: PASSWORD }) });
  const body = (await res.json()) as { response: { token: string } | null; message: string };
  if (!body.response) throw new Error(`sign-in as ${email} failed: ${res.status} ${body.message}`);
  return body.response.token;
}

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  bad: number;
  /** The p95 this route is held to. */
  limit?: number;
  /** What the failures were: answers other than 2xx, connection errors, no answer within autocannon's 10 s. */
  failures: string;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);

/** One route under load: a warm-up, then `duration` seconds measured; percentiles from every response's own time. */
async function measure(name: string, url: string, route: { method: 'GET' | 'POST'; body?: object; token?: string }): Promise<Measured> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (route.body) headers['content-type'] = 'application/json';
  if (route.token) headers.authorization = `Bearer ${route.token}`;
  const options = { url, method: route.method, headers, body: route.body ? JSON.stringify(route.body) : undefined, connections, pipelining: 1 };
  await autocannon({ ...options, duration: 2 });
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration }, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on('response', (_client, _status, _bytes, ms) => void times.push(ms));
  });
  times.sort((a, b) => a - b);
  return {
    name,
    rps: result.requests.total / (result.duration || duration),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requests: result.requests.total,
    bad: result.non2xx + result.errors,
    failures: [result.non2xx && `${result.non2xx} non-2xx`, result.errors - result.timeouts && `${result.errors - result.timeouts} errors`, result.timeouts && `${result.timeouts} timeouts`]
      .filter(Boolean)
      .join(', '),
  };
}

const dist = path.resolve(here, '../dist/main.js');
if (!existsSync(dist)) {
  console.error('apps/server/dist/main.js is missing: run npm run build first.');
  process.exit(2);
}

const { env, cleanup, kind } = await prepare();
const children: ChildProcess[] = [];
let failed = false;
try {
  const port = await freePort();
  const server = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), dist], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(server);
  const base = `http://127.0.0.1:${port}`;
  await healthy(base, server);
  const bare = await start([path.join(here, 'bare-server.mjs')], {}, /listening on (\d+)/);
  children.push(bare.child);

  const tokens = { representative: await signIn(base, REPRESENTATIVE), candidate: await signIn(base, CANDIDATE), staff: await signIn(base, STAFF_ADMIN) };
  console.log(`compiled server (dist/main.js) on ${kind}, scale ${scale}, ${connections} clients, ${duration} s per route; threshold p95 <= ${threshold} ms\n`);

  const results: Measured[] = [await measure('bare Fastify route (no database)', `http://127.0.0.1:${bare.line[1]}/bare`, { method: 'GET' })];
  for (const route of ROUTES.filter((r) => !only || only.split(',').some((part) => r.name.includes(part)))) {
    const token = route.as ? tokens[route.as] : undefined;
    const body = typeof route.body === 'function' ? route.body(benchCandidateId) : route.body;
    const measured = await measure(route.name, base + route.path.replace('{posting}', String(benchPostingId)), { method: route.method, body, token });
    results.push({ ...measured, limit: route.fit ? fitThreshold : threshold });
    process.stdout.write('.');
  }
  process.stdout.write('\n\n');

  const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
  console.log(`| route (${kind}, scale ${scale}, ${connections} clients) | req/s | p50 ms | p95 ms | p99 ms | |`);
  console.log('|---|--:|--:|--:|--:|---|');
  results.forEach((r, i) => {
    const over = i > 0 && r.p95 > (r.limit ?? threshold);
    const note = r.bad ? `${r.failures} of ${r.requests}` : over ? 'over' : i === 0 ? 'floor' : 'ok';
    if (i > 0 && (over || r.bad)) failed = true;
    console.log(`| ${r.name} | ${fmt(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${note} |`);
  });
  const over = results.slice(1).filter((r) => r.p95 > (r.limit ?? threshold) || r.bad);
  const limits = `p95 ${threshold} ms (${fitThreshold} ms ranking by fit)`;
  console.log(over.length ? `\n${over.length} of ${results.length - 1} routes over ${limits} or failing.` : `\nEvery route within ${limits}.`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await cleanup();
}
process.exit(failed ? 1 : 0);
