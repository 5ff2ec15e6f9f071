import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** An iCalendar object (METHOD:REQUEST or METHOD:CANCEL), sent as the mail's text/calendar part. */
  calendar?: string;
}

/** Account mail (verification, password reset, invitations) leaves before notifications. */
export const MailPriority = { account: 0, notification: 1 } as const;
export type MailPriority = (typeof MailPriority)[keyof typeof MailPriority];

/** Writes a mail inside the caller's transaction; the sender delivers it after commit. */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail, priority: MailPriority): Promise<void> {
  await db.insert(outbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, calendar: mail.calendar ?? null, priority });
}

/**
 * Empties the words of mail sent before `before` (subject, text, HTML, calendar): once delivered, the outbox need not keep
 * what it said. The row stays, so the count of what was sent does. Returns how many were emptied.
 */
export async function purgeSentMailBodies(db: DbOrTx, before: Date): Promise<number> {
  const result = (await db.execute(
    sql`update outbox set subject = '', text = '', html = null, calendar = null where sent_at is not null and sent_at < ${before.toISOString()}::timestamptz and text <> '' returning id`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length;
}
