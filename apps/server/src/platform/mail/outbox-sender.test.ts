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
/** Each received mail's text/calendar parts, with the method their Content-Type names. */
const calendars: { subject: string; method: string | undefined; content: string }[] = [];
/** Each received mail's unsubscribe headers as sent, and its HTML part. */
const parsed: { subject: string; headers: string[]; html: string | false }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _s, cb) {
      simpleParser(stream).then((m) => {
        received.push({ to: (Array.isArray(m.to) ? m.to[0] : m.to)!.text, subject: m.subject ?? '', text: m.text ?? '' });
        parsed.push({ subject: m.subject ?? '', headers: m.headerLines.filter((h) => h.key.startsWith('list-unsubscribe')).map((h) => h.line), html: m.html });
        for (const part of m.attachments.filter((a) => a.contentType === 'text/calendar')) {
          const method = (part.headers.get('content-type') as { params?: Record<string, string> } | undefined)?.params?.method;
          calendars.push({ subject: m.subject ?? '', method, content: part.content.toString('utf8') });
        }
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
    expect(received).toEqual([{ to: 'someone@example.org', subject: 'Hello', text: 'A link: http://x/login?token=abc' }]);

    // Sent mail is not sent twice.
    const again = new OutboxSender(t.deps.db, t.app.log, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'x@y.z' });
    await again.kick();
    await again.stop();
    expect(received).toHaveLength(1);
  });

  it("sends a mail's calendar invitation as its text/calendar part, with the method its object names", async () => {
    const invitation = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//BoardMatch//Interviews//EN\r\nMETHOD:CANCEL\r\nEND:VCALENDAR';
    await enqueueMail(t.deps.db, { to: 'invitee@example.org', subject: 'Interview cancelled', text: 'Called off.', calendar: invitation }, MailPriority.notification);
    const sender = new OutboxSender(t.deps.db, t.app.log, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'BoardMatch <no-reply@boardmatch.ca>' });
    await sender.kick();
    await sender.stop();
    expect(calendars.filter((c) => c.subject === 'Interview cancelled')).toEqual([{ subject: 'Interview cancelled', method: 'CANCEL', content: invitation }]);
  });
});

describe('outbox sender: one-click unsubscribe and HTML', () => {
  it("sets a digest's List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058), and sends every mail as text and HTML", async () => {
    const url = 'http://boardmatch.test/api/unsubscribe/12.postings.abc';
    await enqueueMail(t.deps.db, { to: 'reader@example.org', subject: 'Your weekly digest', text: 'New postings:\nhttp://boardmatch.test/search?pid=1', listUnsubscribe: url }, MailPriority.notification);
    await enqueueMail(t.deps.db, { to: 'reader@example.org', subject: 'Not a digest', text: 'Hello.' }, MailPriority.notification);
    const sender = new OutboxSender(t.deps.db, t.app.log, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'BoardMatch <no-reply@boardmatch.ca>' });
    await sender.kick();
    await sender.stop();
    const digest = parsed.find((p) => p.subject === 'Your weekly digest')!;
    expect(digest.headers).toEqual([`List-Unsubscribe: <${url}>`, 'List-Unsubscribe-Post: List-Unsubscribe=One-Click']);
    expect(digest.html).toContain('<a href="http://boardmatch.test/search?pid=1"');
    expect(digest.html).toContain('BoardMatch');
    const other = parsed.find((p) => p.subject === 'Not a digest')!;
    expect(other.headers).toEqual([]);
    expect(other.html).toContain('Hello.');
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

describe('outbox sender with refused recipients', () => {
  it('fails a mail refused for good (550) alone and at once, retries one refused for now (451) later, and sends the rest', async () => {
    const accepted: string[] = [];
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _s, cb) {
        if (address.address.startsWith('bounce')) return cb(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
        if (address.address.startsWith('busy')) return cb(Object.assign(new Error('4.2.1 Try again later'), { responseCode: 451 }));
        cb();
      },
      onData(stream, _s, cb) {
        simpleParser(stream).then((m) => (accepted.push(m.subject ?? ''), cb()), cb);
      },
    });
    const refusingPort = await new Promise<number>((resolve) => refusing.listen(0, '127.0.0.1', () => resolve((refusing.server.address() as { port: number }).port)));
    try {
      await t.deps.db.delete(outbox);
      await t.deps.db.insert(outbox).values(Array.from({ length: 20 }, (_, i) => ({ to: `bounce${i}@example.org`, subject: `Bounce ${i}`, text: 'x', priority: MailPriority.account })));
      await enqueueMail(t.deps.db, { to: 'busy@example.org', subject: 'Busy', text: 'x' }, MailPriority.account);
      await enqueueMail(t.deps.db, { to: 'invitee@example.org', subject: 'Invitation', text: 'x' }, MailPriority.account);
      const sender = new OutboxSender(t.deps.db, t.app.log, { smtpUrl: `smtp://127.0.0.1:${refusingPort}`, from: 'x@y.z', pollMs: 60_000 });
      const started = Date.now();
      await sender.kick();
      await sender.stop();
      // The invitation behind 21 refusals goes out within one kick, in seconds.
      expect(accepted).toEqual(['Invitation']);
      expect(Date.now() - started).toBeLessThan(10_000);
      const rows = await t.deps.db.select().from(outbox);
      const bounced = rows.filter((r) => r.to.startsWith('bounce'));
      expect(bounced).toHaveLength(20);
      expect(bounced.every((r) => r.failedAt !== null && r.attempts === 1 && r.sentAt === null && /550/.test(r.lastError ?? ''))).toBe(true);
      const busy = rows.find((r) => r.to === 'busy@example.org')!;
      expect(busy).toMatchObject({ failedAt: null, sentAt: null, attempts: 1 });
      expect(busy.lastError).toMatch(/451/);
      expect(busy.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

      // Refused mail is not tried again; the one refused for now is, when its back-off is over.
      await t.deps.db.update(outbox).set({ nextAttemptAt: new Date(0) });
      const again = new OutboxSender(t.deps.db, t.app.log, { smtpUrl: `smtp://127.0.0.1:${refusingPort}`, from: 'x@y.z', pollMs: 60_000 });
      await again.kick();
      await again.stop();
      const after = await t.deps.db.select().from(outbox);
      expect(after.filter((r) => r.to.startsWith('bounce')).every((r) => r.attempts === 1)).toBe(true);
      expect(after.find((r) => r.to === 'busy@example.org')!.attempts).toBe(2);
    } finally {
      await new Promise((r) => refusing.close(() => r(undefined)));
    }
  }, 60_000);
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
