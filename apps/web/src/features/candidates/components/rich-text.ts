/** Tags the rich-text boxes allow (bold, italic, underline in paragraphs); the server applies the same rule. */
const ALLOWED = new Set(['P', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'DIV']);
const DROPPED = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'NOSCRIPT', 'TEXTAREA', 'TEMPLATE']);

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const el = node as Element;
  if (DROPPED.has(el.tagName)) return [];
  const children = Array.from(el.childNodes).flatMap((c) => clean(c, doc));
  if (!ALLOWED.has(el.tagName)) return children;
  const copy = doc.createElement(el.tagName.toLowerCase());
  for (const c of children) copy.appendChild(c);
  return [copy];
}

/** Keeps only bold, italic and underline formatting (no attributes, no scripts) before rich text is shown. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = doc.createElement('div');
  for (const node of Array.from(doc.body.childNodes).flatMap((c) => clean(c, doc))) out.appendChild(node);
  return out.innerHTML;
}

/** The words of rich text, to tell an empty box from a filled one. */
export function richTextIsEmpty(html: string | null | undefined): boolean {
  if (!html) return true;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return !(doc.body.textContent ?? '').trim();
}
