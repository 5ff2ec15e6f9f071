import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { RichText } from './RichText.tsx';

function html(markup: string) {
  const { getByTestId, unmount } = render(<RichText html={markup} data-testid="text" />);
  const shown = getByTestId('text').innerHTML;
  unmount();
  return shown;
}

describe('RichText', () => {
  it('shows bold, italic, underline, paragraphs and line breaks', () => {
    expect(html('<p><b>a</b> <strong>b</strong> <i>c</i> <em>d</em> <u>e</u><br></p>')).toBe('<p><b>a</b> <strong>b</strong> <i>c</i> <em>d</em> <u>e</u><br></p>');
  });

  it('drops scripts, event attributes, links, images, headings and styles, keeping their words', () => {
    const shown = html(
      '<h1 onclick="x()">Title</h1><p style="color:red" onmouseover="x()">Go <a href="javascript:alert(1)">here</a><img src=x onerror="alert(1)"><script>alert(2)</script><iframe src="https://x"></iframe></p>',
    );
    expect(shown).toBe('Title<p>Go here</p>');
  });

  it('shows an older line-per-div text as paragraphs, and text that looks like markup as text', () => {
    expect(html('<div>one</div><div>two</div>')).toBe('<p>one</p><p>two</p>');
    expect(html('<p>Food &amp; Shelter &lt;script&gt;</p>')).toBe('<p>Food &amp; Shelter &lt;script&gt;</p>');
  });

  it('shows nothing for no text', () => {
    const { container } = render(<RichText html={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
