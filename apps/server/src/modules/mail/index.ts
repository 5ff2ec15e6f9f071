export { recipientLanguage, recipientLanguages } from './recipients.repository.ts';
export { writeMail, type MailTemplate } from './templates.ts';
