// After `vite build`: writes dist/prerendered/<page>.html, the app's index.html with the page already in it (and its
// styles), which the server answers for that address. The app then draws the same page over it. Only pages that first
// look the same to everyone who may see them qualify; a French reader's browser hides the English page (first-paint.js) and
// waits for the app, as on every other page.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

// The server bundle imports React, MUI and Emotion from node_modules: their production builds, as in the browser.
process.env.NODE_ENV ??= 'production';

const PAGES = [
  { path: '/login', signedIn: false },
  // Only candidates reach it, and it first shows the same to each of them: the title and the profile's placeholders.
  { path: '/candidate-profile', signedIn: true },
];
const dist = new URL('../dist/', import.meta.url);
const { renderPage } = await import(new URL('../dist-prerender/prerender.js', import.meta.url));
const index = readFileSync(new URL('index.html', dist), 'utf8');
const ROOT = '<div id="root"></div>';
if (!index.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);

const head = [
  '<script src="/first-paint.js"></script>',
  '<style>html[lang="fr"] [data-prerendered]{display:none}</style>',
].join('');

mkdirSync(new URL('prerendered/', dist), { recursive: true });
for (const { path: page, signedIn } of PAGES) {
  const body = await renderPage(page, { signedIn });
  // The server's policy allows no inline script (React adds some when part of a page was still loading).
  if (body.includes('<script')) throw new Error(`${page} was rendered with a script in it`);
  const html = index.replace('</head>', `${head}</head>`).replace(ROOT, `<div id="root"><div data-prerendered>${body}</div></div>`);
  writeFileSync(new URL(`prerendered${page}.html`, dist), html);
  console.log(`prerendered ${page}: ${(html.length / 1024).toFixed(1)} kB`);
}
rmSync(new URL('../dist-prerender/', import.meta.url), { recursive: true, force: true });
