// After `vite build`: writes dist/prerendered/<page>.html, the app's index.html with the page already in it (and its
// styles), which the server answers for that address. The app then draws the same page over it. Only pages that look the
// same to everyone without a session qualify; a French reader's browser hides the English page (first-paint.js) and
// waits for the app, as on every other page.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

// The server bundle imports React, MUI and Emotion from node_modules: their production builds, as in the browser.
process.env.NODE_ENV ??= 'production';

const PAGES = ['/login'];
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
for (const page of PAGES) {
  const body = await renderPage(page);
  const html = index.replace('</head>', `${head}</head>`).replace(ROOT, `<div id="root"><div data-prerendered>${body}</div></div>`);
  writeFileSync(new URL(`prerendered${page}.html`, dist), html);
  console.log(`prerendered ${page}: ${(html.length / 1024).toFixed(1)} kB`);
}
rmSync(new URL('../dist-prerender/', import.meta.url), { recursive: true, force: true });
