import { eq, inArray, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { loggableDatabaseError } from '../errors/db-errors.ts';
import { ThrottledLog } from '../logging/error-log.ts';

const BATCH = 20;
const MAX_ATTEMPTS = 10;
/** A claimed row stays with its sender this long; a sender that died lets it go when the lease ends. */
const LEASE_SECONDS = 120;

type OutboxRow = typeof outbox.$inferSelect;

/** Shared by every sender of the process: one line per distinct failure per minute, however many senders fail alike. */
const senderFailures = new ThrottledLog(60_000);

/**
 * One pooled connection, and timeouts well inside the lease, unless SMTP_URL's query says otherwise
 * (nodemailer reads transport options from the URL's query).
 */
function withTransportDefaults(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = { pool: 'true', connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '30000' };
  for (const [name, value] of Object.entries(defaults)) if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * The calendar invitation as its own text/calendar part (method=REQUEST or CANCEL, read off the object's METHOD
 * line, as calendar programs expect the two to agree) and as an invite.ics attachment.
 */
function calendarPart(calendar: string | null): { method: string; content: string; filename: string } | undefined {
  if (!calendar) return undefined;
  const method = /^METHOD:(\w+)/m.exec(calendar)?.[1] ?? 'PUBLISH';
  return { method, content: calendar, filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics' };
}

/**
 * RFC 8058 one-click unsubscribe: the mail program POSTs 'List-Unsubscribe=One-Click' to the URL, without the reader
 * signing in. The URL is https in production (RFC 8058 asks for it); the mailto form is left out, as no mailbox reads it.
 */
function unsubscribeHeaders(url: string | null): Record<string, string> | undefined {
  if (!url) return undefined;
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** What the SMTP server said of one mail: refused for good (5xx), refused for now (4xx), or not reached at all. */
type SendFailure = 'permanent' | 'temporary' | 'unreachable';

function failureOf(err: unknown): { kind: SendFailure; words: string; code: string } {
  const e = err as { responseCode?: unknown; response?: unknown; code?: unknown };
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const code = typeof e.code === 'string' ? e.code : 'error';
  // The server's own words (e.g. '550 5.1.1 Mailbox unavailable'), kept for staff; never logged, as they may name the recipient.
  const words = (typeof e.response === 'string' && e.response ? e.response : String((err as Error)?.message ?? err)).slice(0, 500);
  if (responseCode !== undefined && responseCode >= 500) return { kind: 'permanent', words, code: `${code} ${responseCode}` };
  if (responseCode !== undefined && responseCode >= 400) return { kind: 'temporary', words, code: `${code} ${responseCode}` };
  return { kind: 'unreachable', words, code };
}

/**
 * Delivers outbox rows over SMTP, account mail first, batch after batch while mail is due. Each batch is claimed
 * with FOR UPDATE SKIP LOCKED and a lease (claimed_until), so several server instances never send one mail twice.
 * A mail refused for good (5xx) fails alone, at once, and is listed for staff as undelivered; a mail refused for
 * now (4xx) waits its back-off while the others go on; an unreachable server ends the batch until the next poll.
 * Without SMTP_URL mail waits in the outbox; outside production (printMail) its text, links included, is printed
 * to the console so a local run can follow them. The log never holds an address, a name, a token or a link.
 */
export class OutboxSender {
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopping = false;
  private readonly throttled = senderFailures;
  private resumed = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: {
      smtpUrl?: string;
      from: string;
      pollMs?: number;
      /** Without SMTP_URL, print each mail to the console (development only, never in production). */
      printMail?: (text: string) => void;
    },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(withTransportDefaults(options.smtpUrl)) : null;
  }

  start(): void {
    if (!this.transport) {
      this.log.warn(this.options.printMail ? 'SMTP_URL is not set: mail waits in the outbox and is printed to the console' : 'SMTP_URL is not set: mail waits in the outbox until it is');
    }
    this.timer = setInterval(() => this.kick(), this.options.pollMs ?? 5000);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  /** Sends what is due now; called after every transaction that wrote mail, and by the poll. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain()
      .catch((err) => this.logOnce('drain', err, 'outbox: sending stopped, the next poll tries again'))
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopping) {
          this.again = false;
          void this.kick();
        }
      });
    return this.running;
  }

  /** Batches until nothing is due, or SMTP fails (then the poll tries again later). */
  private async drain(): Promise<void> {
    // Without SMTP and without a console to print to, mail waits untouched until SMTP_URL is set.
    if (!this.transport && !this.options.printMail) return;
    if (this.transport && !this.resumed) {
      // Mail printed while SMTP_URL was unset waits for it: now it is set, send it.
      await this.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(sql`sent_at is null and failed_at is null and next_attempt_at = 'infinity'::timestamptz`);
      this.resumed = true;
    }
    while (!this.stopping) {
      const batch = await this.claim();
      if (batch.length === 0) return;
      if (!(await this.sendBatch(batch))) return;
    }
  }

  private async claim(): Promise<OutboxRow[]> {
    const rows = await this.db
      .update(outbox)
      .set({ claimedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(
        inArray(
          outbox.id,
          sql`(select id from ${outbox}
            where sent_at is null and failed_at is null and next_attempt_at <= now() and attempts < ${MAX_ATTEMPTS}
              and (claimed_until is null or claimed_until < now())
            order by priority, id limit ${BATCH} for update skip locked)`,
        ),
      )
      .returning();
    return rows.sort((a, b) => a.priority - b.priority || a.id - b.id);
  }

  /** False when SMTP failed; the rest of the batch is handed back. */
  private async sendBatch(batch: OutboxRow[]): Promise<boolean> {
    // Half the lease: a slow SMTP server must not keep rows past it, or another instance could take them.
    const deadline = Date.now() + (LEASE_SECONDS * 1000) / 2;
    for (const [index, mail] of batch.entries()) {
      if (this.stopping || Date.now() > deadline) {
        await this.release(batch.slice(index));
        return !this.stopping;
      }
      if (!(await this.deliver(mail))) {
        await this.release(batch.slice(index + 1));
        return false;
      }
    }
    return true;
  }

  private async deliver(mail: OutboxRow): Promise<boolean> {
    if (!this.transport) {
      if (mail.attempts === 0) this.options.printMail?.(`\n--- Mail (no SMTP_URL; printed outside production only) ---\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}${mail.calendar ? `\n\n[calendar invitation]\n${mail.calendar}` : ''}\n---\n`);
      // Printed once; it waits in the outbox for SMTP_URL (the next start with it set sends it).
      await this.db.update(outbox).set({ attempts: 1, nextAttemptAt: sql`'infinity'::timestamptz`, claimedUntil: null }).where(eq(outbox.id, mail.id));
      return true;
    }
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        icalEvent: calendarPart(mail.calendar),
        headers: unsubscribeHeaders(mail.listUnsubscribe),
      });
      await this.db.update(outbox).set({ sentAt: sql`now()`, attempts: mail.attempts + 1, lastError: null, claimedUntil: null }).where(eq(outbox.id, mail.id));
      return true;
    } catch (err) {
      const failure = failureOf(err);
      const attempts = mail.attempts + 1;
      if (failure.kind === 'permanent' || attempts >= MAX_ATTEMPTS) {
        this.logOnce(`failed ${failure.code}`, null, failure.kind === 'permanent' ? 'outbox: a mail was refused for good; it is listed as undelivered' : 'outbox: a mail failed too often; it is listed as undelivered', failure.code);
        await this.db.update(outbox).set({ attempts, lastError: failure.words, failedAt: sql`now()`, claimedUntil: null }).where(eq(outbox.id, mail.id));
        return true;
      }
      this.logOnce(`retry ${failure.code}`, null, 'outbox: a mail was not sent, it will be tried again', failure.code);
      await this.db
        .update(outbox)
        .set({ attempts, lastError: failure.words, nextAttemptAt: sql`now() + make_interval(secs => ${Math.min(3600, 2 ** attempts * 5)})`, claimedUntil: null })
        .where(eq(outbox.id, mail.id));
      // A refusal for now concerns this mail alone; an unreachable server concerns them all.
      return failure.kind === 'temporary';
    }
  }

  /** One line per distinct failure per minute: its kind and code, never the recipient, the server's words or SQL. */
  private logOnce(key: string, err: unknown, message: string, code?: string): void {
    const suppressed = this.throttled.admit(key);
    if (suppressed === null) return;
    const db = err ? loggableDatabaseError(err) : null;
    const what = db ? { db } : err ? { error: (err as Error)?.name ?? 'error', code: (err as { code?: unknown })?.code } : { code };
    this.log.warn({ ...what, suppressed }, message);
  }

  private async release(rows: OutboxRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.update(outbox).set({ claimedUntil: null }).where(inArray(outbox.id, rows.map((r) => r.id)));
  }
}
