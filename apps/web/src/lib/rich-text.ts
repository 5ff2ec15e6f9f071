/*
 * Rich text as the spec allows it: bold, italic and underline in paragraphs and line breaks. The server
 * cleans it when it is written; the browser reads it through the same allow-list as a second guard.
 */

/** Tags kept, by the name React renders them with. */
export const RICH_TEXT_TAGS = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u']);
/** Tags dropped with everything inside them; any other tag is unwrapped to its text. */
export const DROPPED_TAGS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'textarea', 'template', 'svg', 'math']);

/** The parsed body of rich text; parsed by DOMParser, which runs no script and loads nothing. */
export function parseRichText(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html').body;
}

/** The words of rich text, to tell an empty box from a filled one. */
export function richTextIsEmpty(html: string | null | undefined): boolean {
  if (!html) return true;
  return !(parseRichText(html).textContent ?? '').trim();
}
