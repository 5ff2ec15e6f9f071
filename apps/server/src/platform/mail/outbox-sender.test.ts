import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { eq } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.ts';
import { enqueueMail, MailPriority } from './outbox.ts';
import { buildTestApp, setupTestApp } from '../../../test/helpers.ts';
import { OutboxSender } from './outbox-sender.ts';

const t = setupTestApp();
let smtp: SMTPServer;
let port: number;
const received: { to: string; subject: string; text: string }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _s, cb) {
      simpleParser(stream).then((m) => {
        received.push({ to: (Array.isArray(m.to) ? m.to[0] : m.to)!.text, subject: m.subject ?? '', text: m.text ?? '' });
        cb();
      }, cb);
    },
  });
  port = await new Promise<number>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port)));
});
afterAll(() => new Promise((r) => smtp.close(() => r(undefined))));

describe('outbox sender', () => {
  it('keeps mail in the outbox while SMTP is down and delivers it when SMTP is back', async () => {
    await enqueueMail(t.deps.db, { to: 'someone@example.org', subject: 'Hello', text: 'A link: http://x/login?token=abc' }, MailPriority.account);
    const down = new OutboxSender(t.deps.db, t.app.log, { smtpUrl: 'smtp://127.0.0.1:1', from: 'BoardMatch <no-reply@boardmatch.ca>' });
    await down.kick();
    await down.stop();
    let [row] = await t.deps.db.select().from(outbox).where(eq(outbox.to, 'someone@example.org'));
    expect(row!.sentAt).toBeNull();
    expect(row!.attempts).toBe(1);
    expect(row!.lastError).toBeTruthy();

    // Make the retry due now, then deliver through the real SMTP server.
    await t.deps.db.update(outbox).set({ nextAttemptAt: new Date(0) }).where(eq(outbox.id, row!.id));
    const up = new OutboxSender(t.deps.db, t.app.log, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'BoardMatch <no-reply@boardmatch.ca>' });
    await up.kick();
    await up.stop();
    [row] = await t.deps.db.select().from(outbox).where(eq(outbox.to, 'someone@example.org'));
    expect(row!.sentAt).not.toBeNull();
    expect(received).toEqual([{ to: 'someone@example.org', subject: 'Hello', text: 'A link: http://x/login?token=abc\n' }]);

    // Sent mail is not sent twice.
    const again = new OutboxSender(t.deps.db, t.app.log, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'x@y.z' });
    await again.kick();
    await again.stop();
    expect(received).toHaveLength(1);
  });
});

describe('outbox sender under a burst', () => {
  it('sends a verification mail queued behind 400 notifications first, and keeps sending until the outbox is empty', async () => {
    received.length = 0;
    await t.deps.db.insert(outbox).values(Array.from({ length: 400 }, (_, i) => ({ to: `member${i}@example.org`, subject: `Notification ${i}`, text: 'x', priority: MailPriority.notification })));
    await enqueueMail(t.deps.db, { to: 'new@example.org', subject: 'Verify', text: 'verify' }, MailPriority.account);
    const sender = new OutboxSender(t.deps.db, t.app.log, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'x@y.z', pollMs: 60_000 });
    const started = Date.now();
    const drained = sender.kick();
    while (!received.some((m) => m.subject === 'Verify') && Date.now() - started < 30_000) await new Promise((r) => setTimeout(r, 20));
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(received.findIndex((m) => m.subject === 'Verify')).toBeLessThan(20);
    // One kick sends every batch, not only the first.
    await drained;
    await sender.stop();
    expect(received).toHaveLength(401);
    expect(new Set(received.map((m) => m.subject)).size).toBe(401);
  }, 120_000);
});

describe('health', () => {
  it('answers 503 when the database is unreachable', async () => {
    const other = await buildTestApp();
    expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await other.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
  });
});
