import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';

const BATCH = 20;
const MAX_ATTEMPTS = 10;

/**
 * Delivers outbox rows over SMTP. Without SMTP_URL the mail stays in the outbox and its text
 * (with the links) is written to the log, so a local run can still follow the links.
 */
export class OutboxSender {
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: { smtpUrl?: string; from: string; pollMs?: number },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  start(): void {
    this.timer = setInterval(() => this.kick(), this.options.pollMs ?? 15000);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  /** Sends what is due now; called after every transaction that wrote mail. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain()
      .catch((err) => this.log.error({ err }, 'outbox: drain failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          void this.kick();
        }
      });
    return this.running;
  }

  private async drain(): Promise<void> {
    const due = await this.db
      .select()
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, sql`now()`), lte(outbox.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(outbox.id))
      .limit(BATCH);
    for (const mail of due) {
      if (!this.transport) {
        if (mail.attempts === 0) {
          this.log.info({ to: mail.to, subject: mail.subject }, `outbox (no SMTP_URL configured): ${mail.text}`);
          await this.db.update(outbox).set({ attempts: 1, lastError: 'SMTP_URL not configured', nextAttemptAt: sql`'infinity'::timestamptz` }).where(eq(outbox.id, mail.id));
        }
        continue;
      }
      try {
        await this.transport.sendMail({ from: this.options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined });
        await this.db.update(outbox).set({ sentAt: sql`now()`, attempts: mail.attempts + 1, lastError: null }).where(eq(outbox.id, mail.id));
      } catch (err) {
        const attempts = mail.attempts + 1;
        this.log.warn({ err, to: mail.to }, 'outbox: send failed, will retry');
        await this.db
          .update(outbox)
          .set({ attempts, lastError: String(err).slice(0, 500), nextAttemptAt: sql`now() + make_interval(secs => ${Math.min(3600, 2 ** attempts * 5)})` })
          .where(eq(outbox.id, mail.id));
      }
    }
  }
}
