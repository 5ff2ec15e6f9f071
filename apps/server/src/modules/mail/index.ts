export { enqueueMail, MailPriority, type OutgoingMail } from './outbox.ts';
export { recipientLanguage, recipientLanguages } from './recipients.repository.ts';
export { writeMail, type MailTemplate } from './templates.ts';
