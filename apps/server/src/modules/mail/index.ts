export { recipientLanguage, recipientLanguages } from './recipients.repository.ts';
export { writeMail, type MailTemplate } from './templates.ts';
export { writeDigest, type DigestContent, type DigestItem, type DigestSection } from './digest-mail.tsx';
