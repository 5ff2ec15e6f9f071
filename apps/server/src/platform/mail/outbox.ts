import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Account mail (verification, password reset, invitations) leaves before notifications. */
export const MailPriority = { account: 0, notification: 1 } as const;
export type MailPriority = (typeof MailPriority)[keyof typeof MailPriority];

/** Writes a mail inside the caller's transaction; the sender delivers it after commit. */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail, priority: MailPriority): Promise<void> {
  await db.insert(outbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, priority });
}
