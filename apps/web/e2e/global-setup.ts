import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { E2E_PORT } from '../playwright.config.ts';
import { findLeaks } from '../../server/test/log-leaks.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

/**
 * Starts a real SMTP server (each message parsed and stored as JSON in MAIL_DIR for the journeys to read)
 * and the product itself on a fresh embedded database with demo data, sending mail to that SMTP server.
 */
export default async function globalSetup() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'boardmatch-e2e-'));
  const mailDir = path.join(work, 'mail');
  mkdirSync(mailDir);
  process.env.MAIL_DIR = mailDir;
  // The product's clock, moved by a journey that cannot wait working days (see support.ts, setProductClock).
  process.env.CLOCK_FILE = path.join(work, 'clock');

  let seq = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((a) => a?.value ?? []).map((v) => v.address?.toLowerCase());
          seq += 1;
          // A calendar invitation's text/calendar part, with the method its Content-Type names (REQUEST, CANCEL).
          const calendars = mail.attachments
            .filter((a) => a.contentType === 'text/calendar')
            .map((a) => ({ method: (a.headers.get('content-type') as { params?: Record<string, string> } | undefined)?.params?.method ?? null, content: a.content.toString('utf8') }));
          // A digest's one-click unsubscribe headers (RFC 8058), as sent.
          const headers = Object.fromEntries(mail.headerLines.filter((h) => h.key.startsWith('list-unsubscribe')).map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]));
          // Written whole under another name and then renamed: a journey reading the folder meanwhile sees no half-written mail.
          // Named so that the names sort in the order received, two in one millisecond included.
          const file = path.join(mailDir, `${Date.now()}-${String(seq).padStart(8, '0')}.json`);
          writeFileSync(`${file}.part`, JSON.stringify({ to, subject: mail.subject, text: mail.text, calendars, headers }));
          renameSync(`${file}.part`, file);
          callback();
        })
        .catch(callback);
    },
  });
  const smtpPort = await new Promise<number>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port)));

  // The product as it runs in production: the compiled server (`npm run build` makes it).
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  const server = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      APP_URL: `http://127.0.0.1:${E2E_PORT}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      CLOCK_FILE: process.env.CLOCK_FILE,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server's output is shown as it comes and kept, to be read for personal data when the journeys end.
  const logFile = path.join(work, 'server.log');
  const log = createWriteStream(logFile);
  server.stdout!.on('data', (chunk: Buffer) => (process.stdout.write(chunk), log.write(chunk)));
  server.stderr!.on('data', (chunk: Buffer) => (process.stderr.write(chunk), log.write(chunk)));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${E2E_PORT}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 500));
  }

  return async () => {
    // A server that has already stopped (it failed, or was stopped) is not waited for.
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await new Promise((r) => log.end(r));
    await new Promise((r) => smtp.close(() => r(undefined)));
    // Everything the journeys did, as the server logged it: no address, token or link may be there.
    const leaks = findLeaks(readFileSync(logFile, 'utf8'));
    if (leaks.length) throw new Error(`the server's log holds personal data (${logFile}):\n${leaks.slice(0, 20).join('\n')}`);
  };
}
