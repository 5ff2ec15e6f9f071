// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderSearch, repaint, stylesToHead } from './prerender.tsx';

const found = (name: string) => ({
  charities: [{ id: 1, name, city: 'fredericton', region: 'NB', country: 'Canada', description: 'We help.', profileImageId: null, activePostingCount: 2 }],
  total: 1,
  totalCapped: false,
});

describe('/search drawn by the server', () => {
  it('holds the charities found for the address, asked for as the page asks, shown as a visitor sees them', async () => {
    const calls: unknown[] = [];
    const html = await renderSearch('?text=%20aines%20', async (path, body) => {
      calls.push({ path, body });
      return found('Fédération des <aînés>');
    });
    expect(calls).toEqual([{ path: '/api/charities/read-public', body: { Search: 'aines', Filters: [], Pagination: { Page: 1, ItemsPerPage: 6 } } }]);
    expect(html).toContain('data-painted-as-visitor');
    expect(html).toContain('Fédération des &lt;aînés&gt;');
    expect(html).not.toContain('<aînés>');
    expect(html).not.toContain('<script');
  }, 60_000);

  it('draws nothing for an address that shows no charities or opens a profile', async () => {
    const answer = async () => found('never');
    expect(await renderSearch('?categories=3', answer)).toBeUndefined();
    expect(await renderSearch('?chid=4', answer)).toBeUndefined();
  });

  it('puts the drawing in the painted page, its new styles in the head', () => {
    const page = '<html><head><style data-painted="css a1">.css-a1{}</style></head><body><div id="root"><div data-prerendered inert><h1>old</h1></div></div></body></html>';
    const body = '<style data-emotion="css a1">.css-a1{}</style><style data-emotion="css b2">.css-b2{color:red}</style><h1 class="css-b2">new</h1>';
    expect(repaint(page, body)).toBe(
      '<html><head><style data-painted="css a1">.css-a1{}</style><style data-painted="css b2">.css-b2{color:red}</style></head><body><div id="root"><div data-prerendered inert><h1 class="css-b2">new</h1></div></div></body></html>',
    );
  });

  it('names the painted sheet so that the app marks its styles without moving it, and marks global styles as in place', () => {
    const body = '<style data-emotion="css-global g1">body{margin:0}</style><style data-emotion="css a1 b2">.css-a1{}.css-b2{}</style><p class="css-a1">x</p>';
    expect(stylesToHead(body)).toEqual({
      styles: '<style data-s="" data-emotion="css-global g1">body{margin:0}</style><style data-painted="css a1 b2">.css-a1{}.css-b2{}</style>',
      body: '<p class="css-a1">x</p>',
    });
  });
});
