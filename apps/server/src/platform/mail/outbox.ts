import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { outbox, users } from '../../db/schema/index.ts';
import { htmlOfText } from './mail-layout.tsx';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** An iCalendar object (METHOD:REQUEST or METHOD:CANCEL), sent as the mail's text/calendar part. */
  calendar?: string;
  /** A digest's one-click unsubscribe URL (POST, no sign-in): sent as List-Unsubscribe with List-Unsubscribe-Post. */
  listUnsubscribe?: string;
}

/** Account mail (verification, password reset, invitations) leaves before notifications. */
export const MailPriority = { account: 0, notification: 1 } as const;
export type MailPriority = (typeof MailPriority)[keyof typeof MailPriority];

/** The preferred language of the account with this address; 'en' for an address without one. */
async function languageOf(db: DbOrTx, address: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.preferredLanguage })
    .from(users)
    .where(and(eq(users.userName, address.trim().toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return row?.language ?? 'en';
}

/**
 * Writes a mail inside the caller's transaction; the sender delivers it after commit. Every mail is sent as text and
 * HTML: a mail given as text alone gets its HTML from the common frame, in its reader's language.
 */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail, priority: MailPriority): Promise<void> {
  const html = mail.html ?? htmlOfText(mail.text, await languageOf(db, mail.to));
  await db.insert(outbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html, calendar: mail.calendar ?? null, listUnsubscribe: mail.listUnsubscribe ?? null, priority });
}

/**
 * Empties the words of mail sent before `before` (subject, text, HTML, calendar, unsubscribe link): once delivered, the outbox need not keep
 * what it said. The row stays, so the count of what was sent does. Returns how many were emptied.
 */
export async function purgeSentMailBodies(db: DbOrTx, before: Date): Promise<number> {
  const result = (await db.execute(
    sql`update outbox set subject = '', text = '', html = null, calendar = null, list_unsubscribe = null where sent_at is not null and sent_at < ${before.toISOString()}::timestamptz and text <> '' returning id`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length;
}
