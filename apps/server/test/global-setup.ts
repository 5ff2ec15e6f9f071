import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { seedReference } from '../src/db/seed/reference.ts';
import { findLeaks } from './log-leaks.ts';

/** Per run, so two suites on one PostgreSQL server (two checkouts, a developer beside CI) do not drop each other's template. */
export const TEMPLATE_DB = `boardmatch_test_template_${process.pid}`;

/**
 * Migrates and seeds the reference lists once; each test file then starts from a copy:
 * a PGlite data-dir dump, or (TEST_DATABASE_URL) a PostgreSQL database cloned from a template.
 */
export default async function setup(project: TestProject) {
  const logDir = await mkdtemp(path.join(os.tmpdir(), 'boardmatch-test-logs-'));
  project.provide('logDir', logDir);
  const dropTemplate = await makeTemplate(project);
  return async () => {
    await dropTemplate?.();
    await checkLogs(logDir);
  };
}

/**
 * Every test app logs as production does (level info) to a file of this run; at the end the logs of the whole suite
 * are read, and a line with an e-mail address, a token or a link that carries one fails the run.
 */
async function checkLogs(logDir: string) {
  const files = await readdir(logDir);
  const leaks: string[] = [];
  for (const file of files) leaks.push(...findLeaks(await readFile(path.join(logDir, file), 'utf8')).map((l) => `${file}: ${l}`));
  if (leaks.length) throw new Error(`the server's logs hold personal data (${leaks.length} lines; logs kept in ${logDir}):\n${leaks.slice(0, 20).join('\n')}`);
  await rm(logDir, { recursive: true, force: true });
}

async function makeTemplate(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  let database: Database;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${TEMPLATE_DB}`;
    database = await openPostgres(u.toString());
  } else {
    database = await openPglite(undefined);
  }
  await database.migrate();
  await seedReference(database.db);
  if (url) {
    await database.close();
    project.provide('templateDatabase', TEMPLATE_DB);
    return async () => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    const dump = await (database as Database & { pglite: { dumpDataDir(c: 'none'): Promise<Blob> } }).pglite.dumpDataDir('none');
    const file = path.join(os.tmpdir(), `boardmatch-test-template-${process.pid}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('pgliteTemplate', file);
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    templateDatabase: string;
    /** Where the test apps write their logs (one file per worker), read at the end of the run. */
    logDir: string;
  }
}
