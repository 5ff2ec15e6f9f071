import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { translate, type Language } from '@boardmatch/shared';

/** React Email's own doctype: the one mail programs render most alike. */
const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

const styles = {
  body: { backgroundColor: '#f4f5f7', fontFamily: 'Arial, Helvetica, sans-serif', margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', maxWidth: '600px', padding: '24px 32px', borderRadius: '6px' },
  brand: { color: '#1a4480', fontSize: '22px', margin: '0 0 8px' },
  text: { color: '#1b1b1b', fontSize: '15px', lineHeight: '24px' },
  link: { color: '#1a4480', textDecoration: 'underline' },
  footer: { color: '#5c5c5c', fontSize: '12px', lineHeight: '18px', margin: '4px 0' },
} as const;

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** A line of text with its web addresses made clickable. */
export function Linked({ line }: { line: string }) {
  return (
    <>
      {line.split(URL_PATTERN).map((part, i) =>
        i % 2 === 1 ? (
          <Link key={i} href={part} style={styles.link}>
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** A paragraph of plain text: its lines kept, its links clickable. */
export function Paragraph({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <Text style={styles.text}>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 && <br />}
          <Linked line={line} />
        </span>
      ))}
    </Text>
  );
}

/** The paragraphs of a mail's text (blank lines between them). */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter((p) => p.trim() !== '')
        .map((p, i) => (
          <Paragraph key={i} text={p} />
        ))}
    </>
  );
}

export const mailStyles = styles;

/** Every mail's frame: the product's name, the body, and a footer (a digest adds its own lines to it). */
export function MailLayout({ language, preview, children, footer }: { language: Language; preview: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Html lang={language}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Heading as="h1" style={styles.brand}>
            {translate('notifications.mail.productName', {}, language)}
          </Heading>
          {children}
          <Hr />
          <Section>
            {footer}
            <Text style={styles.footer}>{translate('notifications.mail.footer', {}, language)}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The HTML of a mail, rendered once (synchronously: mail is written inside the caller's transaction). */
export function renderMail(element: ReactNode): string {
  return DOCTYPE + renderToStaticMarkup(element);
}

/** A mail whose body is its text: each paragraph of the text, links clickable, in the common frame. */
export function htmlOfText(text: string, language: Language): string {
  const preview = text.split('\n').find((line) => line.trim() !== '') ?? '';
  return renderMail(
    <MailLayout language={language} preview={preview}>
      <Paragraphs text={text} />
    </MailLayout>,
  );
}
