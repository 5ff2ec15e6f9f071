import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import { isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { outbox } from '../../db/schema/index.ts';
import { buildTestApp, setupTestApp, tokenFromMail, type SignedIn } from '../../../test/helpers.ts';
import { enqueueMail, MailPriority } from './outbox.ts';
import { OutboxSender } from './outbox-sender.ts';

/**
 * Nothing personal in the log, whatever the mode: a password reset and an invitation go through the sender without
 * SMTP (production and development), through an SMTP server that refuses one recipient, and with SMTP down. The log
 * never holds an e-mail address, a token or a link.
 */
const t = setupTestApp();
const lines: string[] = [];
const logger = pino({ level: 'trace' }, new Writable({ write: (chunk, _enc, cb) => (lines.push(String(chunk)), cb()) })) as unknown as FastifyBaseLogger;
let smtp: SMTPServer;
let port: number;
const delivered: string[] = [];
let candidate: SignedIn<{ id: number; email: string }>;
const INVITEE = 'invited.person@example.org';
const secrets: string[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _s, cb) {
      if (address.address === INVITEE) return cb(Object.assign(new Error(`<${INVITEE}>: Recipient address rejected`), { responseCode: 550 }));
      cb();
    },
    onData(stream, _s, cb) {
      simpleParser(stream).then((m) => (delivered.push(m.subject ?? ''), cb()), cb);
    },
  });
  port = await new Promise<number>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port)));
  candidate = await t.as('candidate');
  const representative = await t.as('representative');
  expect((await t.anonymous.post('/api/auth/forgot-password', { UserName: candidate.user.email })).statusCode).toBeLessThan(300);
  const invited = await representative.post('/api/charities/representatives/invite', { firstName: 'Invited', lastName: 'Person', email: INVITEE, charityId: representative.charityId, charityRepresentativeRoleId: 5 });
  expect(invited.statusCode, invited.body).toBeLessThan(300);
  const reset = await t.lastMailTo(candidate.user.email);
  const invitation = await t.lastMailTo(INVITEE);
  secrets.push(tokenFromMail(reset!.text), tokenFromMail(invitation!.text));
});
afterAll(() => new Promise((r) => smtp.close(() => r(undefined))));

function expectNothingPersonal() {
  const log = lines.join('');
  expect(log).not.toContain('@');
  expect(log).not.toMatch(/https?:\/\//);
  expect(log).not.toContain('token=');
  for (const secret of secrets) expect(log).not.toContain(secret);
  expect(log).not.toMatch(/Invited|Person/);
}

async function run(options: ConstructorParameters<typeof OutboxSender>[2]) {
  const sender = new OutboxSender(t.deps.db, logger, { pollMs: 60_000, ...options });
  sender.start();
  await sender.kick();
  await sender.stop();
}

describe('the mail log', () => {
  it('in production without SMTP_URL: one warning at start, nothing printed, the mail waits untouched', async () => {
    lines.length = 0;
    await run({ from: 'BoardMatch <no-reply@boardmatch.ca>' });
    expect(lines.filter((l) => l.includes('SMTP_URL is not set'))).toHaveLength(1);
    const waiting = await t.deps.db.select().from(outbox).where(isNull(outbox.sentAt));
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    expect(waiting.every((m) => m.attempts === 0)).toBe(true);
    expectNothingPersonal();
  });

  it('in development without SMTP_URL: the mail (links included) goes to the console, never to the log', async () => {
    lines.length = 0;
    const printed: string[] = [];
    await run({ from: 'BoardMatch <no-reply@boardmatch.ca>', printMail: (text) => printed.push(text) });
    for (const secret of secrets) expect(printed.join('')).toContain(secret);
    expectNothingPersonal();
  });

  it('with SMTP_URL: sends what waited, a refusal is logged without its recipient or the server words', async () => {
    lines.length = 0;
    await run({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'BoardMatch <no-reply@boardmatch.ca>' });
    expect(delivered.length).toBeGreaterThanOrEqual(1);
    expect(lines.some((l) => l.includes('refused for good'))).toBe(true);
    expectNothingPersonal();
  });

  it('with the database away: one line with the error code, no SQL and no parameter', async () => {
    const other = await buildTestApp();
    await enqueueMail(other.deps.db, { to: 'waiting.person@example.org', subject: 'Hello', text: 'x' }, MailPriority.account);
    await other.database.close();
    lines.length = 0;
    for (let i = 0; i < 3; i++) {
      const sender = new OutboxSender(other.deps.db, logger, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'BoardMatch <no-reply@boardmatch.ca>', pollMs: 60_000 });
      await sender.kick();
      await sender.stop();
    }
    const log = lines.join('');
    expect(lines.filter((l) => l.includes('sending stopped'))).toHaveLength(1);
    expect(log).not.toMatch(/select|update|params|outbox"|waiting\.person/i);
    expectNothingPersonal();
  });

  it('with SMTP down: the failure is logged without the recipient', async () => {
    expect((await t.anonymous.post('/api/auth/forgot-password', { UserName: candidate.user.email })).statusCode).toBeLessThan(300);
    secrets.push(tokenFromMail((await t.lastMailTo(candidate.user.email))!.text));
    lines.length = 0;
    await run({ smtpUrl: 'smtp://127.0.0.1:1', from: 'BoardMatch <no-reply@boardmatch.ca>' });
    expect(lines.some((l) => l.includes('tried again'))).toBe(true);
    expectNothingPersonal();
  });
});
