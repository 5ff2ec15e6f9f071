import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { translate, type Language } from '@boardmatch/shared';
import { MailLayout, Paragraphs, mailStyles, renderMail } from '../../platform/mail/mail-layout.tsx';

/** One line of a digest's list, with the page it opens. */
export interface DigestItem {
  text: string;
  href?: string;
}

/** A list in a digest: its title, its lines, and the page that shows them all. */
export interface DigestSection {
  title?: string;
  items: DigestItem[];
  /** 'And 3 more.' when the list was cut. */
  more?: string;
  link: { text: string; href: string };
}

export interface DigestContent {
  subject: string;
  /** The greeting and what the mail is about (plain text, paragraphs separated by a blank line). */
  intro: string;
  sections: DigestSection[];
  /** The web page of the visible 'Unsubscribe' link (it asks before it unsubscribes). */
  unsubscribePage: string;
  settingsPage: string;
}

const itemStyle = { ...mailStyles.text, margin: '4px 0' } as const;

function DigestMail({ content, language }: { content: DigestContent; language: Language }) {
  const footer = (
    <>
      <Text style={mailStyles.footer}>{translate('notifications.mail.digestFooter', {}, language)}</Text>
      <Text style={mailStyles.footer}>
        <Link href={content.unsubscribePage} style={mailStyles.link}>
          {translate('notifications.mail.unsubscribe', {}, language)}
        </Link>
        {' · '}
        <Link href={content.settingsPage} style={mailStyles.link}>
          {translate('notifications.mail.settings', {}, language)}
        </Link>
      </Text>
    </>
  );
  return (
    <MailLayout language={language} preview={content.subject} footer={footer}>
      <Paragraphs text={content.intro} />
      {content.sections.map((section, i) => (
        <Section key={i}>
          {section.title && <Text style={{ ...mailStyles.text, fontWeight: 'bold' }}>{section.title}</Text>}
          <ul style={{ paddingLeft: '20px', margin: '0 0 8px' }}>
            {section.items.map((item, j) => (
              <li key={j} style={itemStyle}>
                {item.href ? (
                  <Link href={item.href} style={mailStyles.link}>
                    {item.text}
                  </Link>
                ) : (
                  item.text
                )}
              </li>
            ))}
          </ul>
          {section.more && <Text style={itemStyle}>{section.more}</Text>}
          <Text style={mailStyles.text}>
            <Link href={section.link.href} style={mailStyles.link}>
              {section.link.text}
            </Link>
          </Text>
        </Section>
      ))}
    </MailLayout>
  );
}

function digestText(content: DigestContent, language: Language): string {
  const parts = [content.intro];
  for (const section of content.sections) {
    const lines = [...(section.title ? [section.title] : []), ...section.items.map((item) => (item.href ? `- ${item.text}: ${item.href}` : `- ${item.text}`))];
    if (section.more) lines.push(section.more);
    lines.push(`${section.link.text}\n${section.link.href}`);
    parts.push(lines.join('\n'));
  }
  parts.push(
    [
      '--',
      translate('notifications.mail.digestFooter', {}, language),
      translate('notifications.mail.unsubscribeLine', { link: content.unsubscribePage }, language),
      translate('notifications.mail.settingsLine', { link: content.settingsPage }, language),
    ].join('\n'),
  );
  return parts.join('\n\n');
}

/** A weekly digest's subject, text and HTML (its lists, with a visible 'Unsubscribe' and 'Notifications' link). */
export function writeDigest(content: DigestContent, language: Language): { subject: string; text: string; html: string } {
  return { subject: content.subject, text: digestText(content, language), html: renderMail(<DigestMail content={content} language={language} />) };
}
