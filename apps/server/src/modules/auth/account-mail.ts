import type { DbOrTx } from '../../db/client.ts';
import { enqueueMail, MailPriority } from '../../platform/mail/outbox.ts';
import { recipientLanguage, writeMail } from '../mail/index.ts';
import { createAccountToken } from './auth.repository.ts';

interface Recipient {
  id: number;
  userName: string;
  firstName: string;
}

/** Issues a verification token and queues its e-mail; the link opens /login?token=... */
export async function queueVerificationMail(db: DbOrTx, appUrl: string, user: Recipient): Promise<void> {
  const token = await createAccountToken(db, user.id, 'verification');
  const link = `${appUrl}/login?token=${encodeURIComponent(token)}`;
  const language = await recipientLanguage(db, user.userName);
  await enqueueMail(db, { to: user.userName, ...writeMail('verification', language, { name: user.firstName, link }) }, MailPriority.account);
}

/** Issues a reset token (1 hour) and queues its e-mail; the link opens /reset-password/{token}. */
export async function queueResetMail(db: DbOrTx, appUrl: string, user: Recipient): Promise<void> {
  const token = await createAccountToken(db, user.id, 'reset');
  const link = `${appUrl}/reset-password/${encodeURIComponent(token)}`;
  const language = await recipientLanguage(db, user.userName);
  await enqueueMail(db, { to: user.userName, ...writeMail('passwordReset', language, { name: user.firstName, link }) }, MailPriority.account);
}
