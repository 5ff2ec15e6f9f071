import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { describeDatabase, waitForDatabase } from './db/wait-for-database.ts';
import { buildApp } from './app.ts';
import { OutboxSender } from './platform/mail/outbox-sender.ts';
import { seedReference } from './db/seed/reference.ts';
import { seedDemo } from './db/seed/demo.ts';
import { hashPassword } from './platform/auth/crypto.ts';
import { fileClock } from './platform/jobs/file-clock.ts';

/** JWT_SECRET, or one generated on first start and kept in DATA_DIR. */
function jwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  config.webDist = webDist;

  const database = await openDatabase(config);
  // A database that starts after the server (a container, a failover) is waited for, not a reason to crash.
  const what = describeDatabase(config.databaseUrl);
  if (!(await waitForDatabase(database.ping, { what, log: (line) => console.error(line) }))) {
    console.error(`gave up waiting for ${what} after 5 minutes`);
    process.exit(1);
  }
  await database.migrate();
  await seedReference(database.db);

  let sender: OutboxSender | null = null;
  const { app, deps } = await buildApp({
    config,
    database,
    jwtSecret: jwtSecret(config),
    logger: { level: config.logLevel },
    flushMail: () => void sender?.kick(),
    now: config.clockFile ? fileClock(config.clockFile) : undefined,
  });
  // Without SMTP_URL, a local run prints each mail (and its links) to the console; production never does.
  const printMail = config.nodeEnv === 'production' ? undefined : (text: string) => void process.stdout.write(text);
  sender = new OutboxSender(deps.db, app.log, { smtpUrl: config.smtpUrl, from: config.mailFrom, printMail });

  let demoAccounts: { email: string; who: string }[] = [];
  if (config.seedDemo) {
    const started = Date.now();
    demoAccounts = (await seedDemo(database.db, { passwordHash: await hashPassword('Demo-pass1!') })).accounts;
    app.log.info(`demo data ready in ${Date.now() - started} ms`);
  }

  await app.listen({ port: config.port, host: config.host });
  sender.start();
  await deps.jobs.start();
  if (!existsSync(path.join(webDist, 'index.html'))) app.log.warn('web app not built: run npm run build');
  if (demoAccounts.length && process.stdout.isTTY) {
    console.log(`\nBoardMatch is running at ${config.appUrl}\nDemo sign-ins (password Demo-pass1!):`);
    for (const a of demoAccounts) console.log(`  ${a.email.padEnd(34)} ${a.who}`);
    console.log('');
  } else if (demoAccounts.length) {
    // Output kept in a file (a service's log) names no one: the sign-ins are in the README.
    console.log(`BoardMatch is running at ${config.appUrl} with demo data: sign in with the README's demo accounts (password Demo-pass1!)`);
  }

  const shutdown = async () => {
    await app.close();
    await deps.jobs.stop();
    await sender?.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err: unknown) => {
  // One line, not a stack trace: what failed, in the words of the error.
  console.error(`start-up failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
