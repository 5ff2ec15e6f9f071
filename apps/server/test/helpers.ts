import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { outbox } from '../src/db/schema/index.ts';
import type { Deps } from '../src/platform/deps.ts';

export const TEST_PASSWORD = 'Test-pass1!';
export const APP_URL = 'http://boardmatch.test';

/** A fresh database for one test file: a copy of the migrated, reference-seeded template. */
async function openTestDatabase(): Promise<Database> {
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

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  database: Database;
  close(): Promise<void>;
  /** The newest mail sent to this address (from the outbox). */
  lastMailTo(address: string): Promise<{ subject: string; text: string } | undefined>;
}

export async function buildTestApp(options: { perAddressLimit?: number; env?: Record<string, string> } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', APP_URL, DATABASE_URL: undefined, LOG_LEVEL: 'silent', ...options.env });
  const { app, deps } = await buildApp({ config, database, jwtSecret: 'test-secret-test-secret-test-secret-0123',
    authLimits: { perAddress: { max: options.perAddressLimit ?? 10_000, windowSeconds: 900 } },
  });
  await app.ready();
  return {
    app,
    deps,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
    lastMailTo: async (address) => {
      const [row] = await deps.db.select().from(outbox).where(eq(outbox.to, address.toLowerCase())).orderBy(desc(outbox.id)).limit(1);
      return row ? { subject: row.subject, text: row.text } : undefined;
    },
  };
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

export async function signIn(app: FastifyInstance, userName: string, password = TEST_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/auth', payload: { UserName: userName, Password: password } });
  const body = res.json();
  if (res.statusCode !== 200) throw new Error(`sign-in failed for ${userName}: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'bm_refresh')!;
  return { token: body.response.token as string, refreshToken: cookie.value, body: body.response };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
