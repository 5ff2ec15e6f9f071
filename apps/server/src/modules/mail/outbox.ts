import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Writes a mail inside the caller's transaction; the sender delivers it after commit. */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<void> {
  await db.insert(outbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
}
