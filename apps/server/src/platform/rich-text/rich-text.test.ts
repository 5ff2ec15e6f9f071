import { describe, expect, it } from 'vitest';
import { buildDemo } from '../../db/seed/demo.ts';
import { plainText, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps bold, italic and underline in paragraphs and line breaks', () => {
    const html = '<p><b>a</b> <strong>b</strong> <i>c</i> <em>d</em> <u>e</u><br></p>';
    expect(sanitizeRichText(html)).toBe('<p><b>a</b> <strong>b</strong> <i>c</i> <em>d</em> <u>e</u><br /></p>');
  });

  it('removes scripts, event attributes, links, headings, styles and images', () => {
    const html =
      '<h1>Title</h1><p style="color:red" onclick="x()">Go <a href="javascript:alert(1)">here</a><img src=x onerror=alert(1)><script>alert(2)</script><style>p{}</style></p>';
    expect(sanitizeRichText(html)).toBe('Title<p>Go here</p>');
  });

  it('turns a div line into a paragraph and stores nothing readable as null', () => {
    expect(sanitizeRichText('<div>one</div><div>two</div>')).toBe('<p>one</p><p>two</p>');
    expect(sanitizeRichText('<p> <script>x</script></p>')).toBeNull();
    expect(sanitizeRichText(undefined)).toBeNull();
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeRichText('<p>Food & Shelter <3</p>')).toBe('<p>Food &amp; Shelter &lt;3</p>');
    expect(plainText('<p>a&nbsp;<b>b</b></p>')).toBe('a b');
  });
});

describe('the demo data', () => {
  it('writes every rich text already clean', () => {
    const d = buildDemo('not-a-real-hash');
    const texts = [
      ...d.charities.flatMap((c) => [c.mandate, c.vision]),
      ...d.charityPostings.map((p) => p.description),
      ...d.candidates.map((c) => c.about),
      ...d.candidateMatchingPreferences.map((m) => m.reasonsAndGoals),
    ].filter((t): t is string => typeof t === 'string');
    expect(texts.length).toBeGreaterThan(100);
    for (const text of texts) expect(sanitizeRichText(text)).toBe(text);
  });
});
