import sanitizeHtml from 'sanitize-html';

/** The only tags rich text may hold: bold, italic and underline in paragraphs and line breaks, no attributes. */
export const RICH_TEXT_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u'] as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {},
  // Older editors wrote a line as a div; keep it a paragraph rather than run the lines together.
  transformTags: { div: 'p' },
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
};

/**
 * Cleans rich text before it is stored: everything else (scripts, links, headings, styles, attributes) is removed,
 * whatever the browser sent. Text with nothing readable left is stored as null.
 */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html == null) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return plainText(clean) ? clean : null;
}

/** The text of rich text, for 'is it empty?' checks and search snippets. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
}
