import { eq, inArray, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

const BATCH = 20;
const MAX_ATTEMPTS = 10;
/** A claimed row stays with its sender this long; a sender that died lets it go when the lease ends. */
const LEASE_SECONDS = 120;

type OutboxRow = typeof outbox.$inferSelect;

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
 * Delivers outbox rows over SMTP, account mail first, batch after batch while mail is due. Each batch is claimed
 * with FOR UPDATE SKIP LOCKED and a lease (claimed_until), so several server instances never send one mail twice.
 * Without SMTP_URL the mail stays in the outbox and its text (with the links) is written to the log, so a local
 * run can still follow the links.
 */
export class OutboxSender {
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: { smtpUrl?: string; from: string; pollMs?: number },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(withTransportDefaults(options.smtpUrl)) : null;
  }

  start(): void {
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
      .catch((err) => this.log.error({ err }, 'outbox: drain failed'))
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
            where sent_at is null and next_attempt_at <= now() and attempts <= ${MAX_ATTEMPTS}
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
      if (mail.attempts === 0) this.log.info({ to: mail.to, subject: mail.subject }, `outbox (no SMTP_URL configured): ${mail.text}`);
      await this.db
        .update(outbox)
        .set({ attempts: mail.attempts + 1, lastError: 'SMTP_URL not configured', nextAttemptAt: sql`'infinity'::timestamptz`, claimedUntil: null })
        .where(eq(outbox.id, mail.id));
      return true;
    }
    try {
      await this.transport.sendMail({ from: this.options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined });
      await this.db.update(outbox).set({ sentAt: sql`now()`, attempts: mail.attempts + 1, lastError: null, claimedUntil: null }).where(eq(outbox.id, mail.id));
      return true;
    } catch (err) {
      const attempts = mail.attempts + 1;
      this.log.warn({ err }, 'outbox: send failed, will retry');
      await this.db
        .update(outbox)
        .set({ attempts, lastError: String(err).slice(0, 500), nextAttemptAt: sql`now() + make_interval(secs => ${Math.min(3600, 2 ** attempts * 5)})`, claimedUntil: null })
        .where(eq(outbox.id, mail.id));
      return false;
    }
  }

  private async release(rows: OutboxRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.update(outbox).set({ claimedUntil: null }).where(inArray(outbox.id, rows.map((r) => r.id)));
  }
}
