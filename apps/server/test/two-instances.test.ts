import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPostgres, type Database } from '../src/db/client.ts';
import { outbox } from '../src/db/schema/index.ts';
import { OutboxSender } from '../src/platform/mail/outbox-sender.ts';
import { createTestUser } from './factories.ts';
import { APP_URL, setupTestApp } from './helpers.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('two server instances on one PostgreSQL database (skipped on PGlite: one process holds that database)', () => {
  const a = setupTestApp();
  let bDatabase: Database;
  let b: FastifyInstance;
  let smtp: SMTPServer;
  let port: number;
  const subjects: string[] = [];

  beforeAll(async () => {
    const { rows } = (await a.deps.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    bDatabase = await openPostgres(url.toString());
    const config = loadConfig({ NODE_ENV: 'test', APP_URL, DATABASE_URL: undefined, LOG_LEVEL: 'silent' });
    b = (await buildApp({ config, database: bDatabase, jwtSecret: 'test-secret-test-secret-test-secret-0123', authLimits: { perAddress: { max: 10_000, windowSeconds: 900 } } })).app;
    await b.ready();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _s, cb) {
        simpleParser(stream).then((m) => {
          subjects.push(m.subject ?? '');
          cb();
        }, cb);
      },
    });
    port = await new Promise<number>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port)));
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await new Promise((r) => smtp.close(() => r(undefined)));
  });

  it('sends each mail once while both instances send', async () => {
    await a.deps.db.insert(outbox).values(Array.from({ length: 200 }, (_, i) => ({ to: `member${i}@example.org`, subject: `Mail ${i}`, text: 'x' })));
    const senders = [new OutboxSender(a.deps.db, a.app.log, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'x@y.z' }), new OutboxSender(bDatabase.db, b.log, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'x@y.z' })];
    await Promise.all(senders.flatMap((s) => [s.kick(), s.kick()]));
    await Promise.all(senders.map((s) => s.stop()));
    expect(subjects).toHaveLength(200);
    expect(new Set(subjects).size).toBe(200);
  }, 120_000);

  it('refreshes on one instance a session signed in on the other, and each accepts the other\'s access token', async () => {
    const user = await createTestUser(a.deps.db);
    const s = await a.as(user);
    expect((await b.inject({ method: 'GET', url: '/api/users/session', headers: s.headers })).statusCode).toBe(200);
    const refreshed = await b.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { bm_refresh: s.refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    expect((await a.withToken(refreshed.json().token).get('/api/users/session')).statusCode).toBe(200);
  });

  it('counts sign-in tries across both instances', async () => {
    const user = await createTestUser(a.deps.db);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const app = i % 2 === 0 ? a.app : b;
      statuses.push((await app.inject({ method: 'POST', url: '/api/auth', payload: { UserName: user.email, Password: 'Wrong-pass1!' } })).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
