import { translate, type Language, type MessageValues } from '@boardmatch/shared';
import { htmlOfText } from '../../platform/mail/mail-layout.tsx';

/** Each e-mail's subject and body: catalogue keys, written in English and French. */
const TEMPLATES = {
  verification: { subject: 'mail.verifySubject', text: 'mail.verifyBody' },
  passwordReset: { subject: 'mail.resetSubject', text: 'mail.resetBody' },
  invitation: { subject: 'mail.inviteSubject', text: 'mail.inviteBody' },
  staffInvitation: { subject: 'staffAdmin.mail.inviteSubject', text: 'staffAdmin.mail.inviteBody' },
  newApplication: { subject: 'applications.mail.newApplicationSubject', text: 'applications.mail.newApplicationBody' },
  applicationReceipt: { subject: 'applications.mail.receiptSubject', text: 'applications.mail.receiptBody' },
  applicationStatus: { subject: 'applications.mail.statusSubject', text: 'applications.mail.statusBody' },
  interviewInvitation: { subject: 'applications.mail.interviewSubject', text: 'applications.mail.interviewBody' },
  applicantsWaiting: { subject: 'applications.mail.waitingSubject', text: 'applications.mail.waitingBody' },
  replyOverdue: { subject: 'applications.mail.overdueSubject', text: 'applications.mail.overdueBody' },
  applicantsEscalated: { subject: 'applications.mail.escalatedSubject', text: 'applications.mail.escalatedBody' },
  closedNoResponse: { subject: 'applications.mail.closedSubject', text: 'applications.mail.closedBody' },
  postingInvitation: { subject: 'matching.mail.invitationSubject', text: 'matching.mail.invitationBody' },
  /** The subject is the sender's own. */
  postingShare: { subject: 'charityPostings.share.defaultSubject', text: 'charityPostings.mail.shareBody' },
  boardTermEnding: { subject: 'boardTerms.mail.subject', text: 'boardTerms.mail.body' },
} as const;

export type MailTemplate = keyof typeof TEMPLATES;

/** A template's subject, text and HTML (the text in the common frame) in the recipient's language. */
export function writeMail(template: MailTemplate, language: Language, values: MessageValues): { subject: string; text: string; html: string } {
  const keys = TEMPLATES[template];
  const text = translate(keys.text, values, language);
  return { subject: translate(keys.subject, values, language), text, html: htmlOfText(text, language) };
}
