import { createWriteStream, type WriteStream } from 'node:fs';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { lookupListSchemas } from '@boardmatch/shared';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { outbox } from '../src/db/schema/index.ts';
import type { Deps } from '../src/platform/deps.ts';
import type { AuthLimits } from '../src/platform/rate-limit/rate-limit.ts';
import { createCandidate, createCharityRepresentative, createStaff, createTestUser, TEST_PASSWORD, type UserOverrides } from './factories.ts';

export { TEST_PASSWORD };
export const APP_URL = 'http://boardmatch.test';

/** A fresh database for one test file: a copy of the migrated, reference-seeded template. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const tar = await readFile(inject('pgliteTemplate'));
    return openPglite(undefined, new Blob([tar]));
  }
  const name = `boardmatch_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openPostgres(u.toString());
  const close = database.close;
  database.close = async () => {
    await close();
    const a = new pg.Client({ connectionString: url });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  };
  return database;
}

/** Makes `database.close()` safe to call again: a test may close it itself to play an outage. */
function closingOnce(database: Database): Database {
  let closed: Promise<void> | undefined;
  const close = database.close.bind(database);
  database.close = () => (closed ??= close());
  return database;
}

type Response = LightMyRequestResponse;
type Payload = InjectOptions['payload'];
type Options = Omit<InjectOptions, 'method' | 'url' | 'payload'>;

/** Calls the API as one caller: each request carries the caller's Bearer token (none when anonymous). */
export interface Caller {
  /** The Authorization header this caller sends; empty when anonymous. */
  readonly headers: Record<string, string>;
  /** `app.inject` with the caller's header; headers given here are added after it. */
  inject(options: InjectOptions): Promise<Response>;
  get(url: string, options?: Options): Promise<Response>;
  post(url: string, payload?: Payload, options?: Options): Promise<Response>;
  put(url: string, payload?: Payload, options?: Options): Promise<Response>;
  patch(url: string, payload?: Payload, options?: Options): Promise<Response>;
  delete(url: string, options?: Options): Promise<Response>;
}

/** A user signed in through POST /api/auth, and the calls they make. */
export interface SignedIn<U extends { email: string } = { id: number; email: string }> extends Caller {
  user: U;
  token: string;
  refreshToken: string;
  /** The sign-in answer's `response`. */
  body: Record<string, any>;
}

const roles = {
  user: async (db: Deps['db'], o?: UserOverrides) => ({ user: await createTestUser(db, o) }),
  candidate: createCandidate,
  representative: createCharityRepresentative,
  staff: createStaff,
};
/** Who a test can sign in as: a user of no role, a candidate, a charity representative, program staff. */
export type Role = keyof typeof roles;
type Made<R extends Role> = Awaited<ReturnType<(typeof roles)[R]>>;
type Overrides<R extends Role> = Parameters<(typeof roles)[R]>[1];

function caller(app: FastifyInstance, token: string | null): Caller {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const inject = (options: InjectOptions) => app.inject({ ...options, headers: { ...headers, ...options.headers } });
  return {
    headers,
    inject,
    get: (url, options) => inject({ ...options, method: 'GET', url }),
    post: (url, payload, options) => inject({ ...options, method: 'POST', url, payload }),
    put: (url, payload, options) => inject({ ...options, method: 'PUT', url, payload }),
    patch: (url, payload, options) => inject({ ...options, method: 'PATCH', url, payload }),
    delete: (url, options) => inject({ ...options, method: 'DELETE', url }),
  };
}

let logStream: WriteStream | undefined;
/** The app logs as in production (level info) to this worker's file of the run, which the run's end reads for personal data. */
function testLogger() {
  logStream ??= createWriteStream(path.join(inject('logDir'), `server-${process.pid}.log`), { flags: 'a' });
  return { level: 'info', stream: logStream };
}

export interface TestAppOptions {
  perAddressLimit?: number;
  /** Sign-in limits other than the per-address one (the per-account ceiling and its slowdown). */
  authLimits?: Partial<Omit<AuthLimits, 'perAddress'>>;
  env?: Record<string, string>;
  /** The product's clock (scheduled jobs): a test moves it instead of waiting. */
  now?: () => Date;
}

/** The app on a fresh database, with ways to call it as anyone. Closed by the hooks that built it. */
export class TestApp {
  #built: { app: FastifyInstance; deps: Deps; database: Database } | undefined;
  #anonymous: Caller | undefined;

  async start(options: TestAppOptions = {}): Promise<this> {
    const database = closingOnce(await openTestDatabase());
    try {
      const config = loadConfig({ NODE_ENV: 'test', APP_URL, DATABASE_URL: undefined, LOG_LEVEL: 'silent', ...options.env });
      const { app, deps } = await buildApp({ config, database, jwtSecret: 'test-secret-test-secret-test-secret-0123', now: options.now, logger: testLogger(),
        authLimits: { ...options.authLimits, perAddress: { max: options.perAddressLimit ?? 10_000, windowSeconds: 900 } },
      });
      this.#built = { app, deps, database };
      await app.ready();
    } catch (error) {
      await this.close().catch(() => {});
      await database.close();
      throw error;
    }
    return this;
  }

  #need() {
    if (!this.#built) throw new Error('The test app is not built yet: use it inside a hook or a test.');
    return this.#built;
  }

  get app() {
    return this.#need().app;
  }

  get deps() {
    return this.#need().deps;
  }

  get database() {
    return this.#need().database;
  }

  /** Calls without a session. */
  get anonymous(): Caller {
    return (this.#anonymous ??= caller(this.app, null));
  }

  /** Makes a user of the role (the factory's overrides apply) and signs them in. */
  as<R extends Role>(role: R, overrides?: Overrides<R>): Promise<Made<R> & SignedIn<Made<R>['user']>>;
  /** Signs in an existing user. */
  as<U extends { email: string }>(user: U, password?: string): Promise<SignedIn<U>>;
  async as(who: Role | { email: string }, second?: unknown): Promise<SignedIn<{ email: string }>> {
    const made = typeof who === 'string' ? await (roles[who] as (db: Deps['db'], o?: unknown) => Promise<{ user: { email: string } }>)(this.deps.db, second) : { user: who };
    const session = await signIn(this.app, made.user.email, typeof who === 'string' ? undefined : (second as string | undefined));
    return { ...made, ...caller(this.app, session.token), token: session.token, refreshToken: session.refreshToken, body: session.body };
  }

  /** Calls with a token got otherwise (acting as a user, a refresh, a forged one). */
  withToken(token: string): Caller {
    return caller(this.app, token);
  }

  /** The provinces and states as GET /api/lookups/regions answers them, read through the shared contract. */
  async regions() {
    return lookupListSchemas.regions.parse((await this.app.inject({ method: 'GET', url: '/api/lookups/regions' })).json());
  }

  /** The newest mail sent to this address (from the outbox). */
  async lastMailTo(address: string): Promise<{ subject: string; text: string } | undefined> {
    const [row] = await this.deps.db.select().from(outbox).where(eq(outbox.to, address.toLowerCase())).orderBy(desc(outbox.id)).limit(1);
    return row ? { subject: row.subject, text: row.text } : undefined;
  }

  /** Closes the app and drops its database; safe to call twice. */
  async close(): Promise<void> {
    const built = this.#built;
    this.#built = undefined;
    this.#anonymous = undefined;
    if (!built) return;
    try {
      await built.app.close();
    } finally {
      await built.database.close();
    }
  }
}

/**
 * At the top of a test file or a describe block: the app its tests share, built before them
 * (ahead of the block's own beforeAll hooks, which may seed it) and closed after them.
 */
export function setupTestApp(options: TestAppOptions = {}): TestApp {
  const t = new TestApp();
  beforeAll(() => t.start(options).then(() => undefined));
  afterAll(() => t.close());
  return t;
}

/** Inside a test: an app of the test's own (other limits or settings), closed when the test finishes. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const t = new TestApp();
  try {
    onTestFinished(() => t.close());
  } catch {
    throw new Error('buildTestApp() closes its app when the test finishes, so it runs inside a test; a file or describe block shares one through setupTestApp().');
  }
  return t.start(options);
}

/** The token of the link in a mail: /login?token=..., /reset-password/..., or an invitation's token=. */
export function tokenFromMail(text: string): string {
  const m = text.match(/token=([A-Za-z0-9_-]+)/) ?? text.match(/reset-password\/([A-Za-z0-9_-]+)/);
  if (!m) throw new Error(`no token in mail: ${text}`);
  return decodeURIComponent(m[1]!);
}

export function json(res: LightMyRequestResponse) {
  return res.json() as Record<string, any>;
}

/** POST /api/auth as a browser does; for tests of sign-in itself. Other tests sign in through t.as(). */
export async function signIn(app: FastifyInstance, userName: string, password = TEST_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/auth', payload: { UserName: userName, Password: password } });
  const body = res.json();
  if (res.statusCode !== 200) throw new Error(`sign-in failed for ${userName}: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'bm_refresh')!;
  return { token: body.response.token as string, refreshToken: cookie.value, body: body.response };
}
