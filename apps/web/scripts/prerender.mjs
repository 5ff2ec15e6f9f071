// After `vite build`: writes dist/prerendered/<page>.html, the app's index.html with the page already in it (and its
// styles), which the server answers for that address. The app then draws the same page over it. Only pages that first
// look the same to everyone who may see them qualify; a French reader's browser hides the English page (first-paint.js) and
// waits for the app, as on every other page. The painted page is inert until the app draws over it: nothing typed into
// it could be kept, and a form sent before the app runs would put its fields (a password) in the address.
// The server bundle (dist-prerender/) stays: the server draws /search with it for each address (src/prerender.tsx).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { transformWithEsbuild } from 'vite';
import { pageChunk, routedPages } from './routed-pages.mjs';

/**
 * The pages painted at build time, each as it first shows before the session is known: its frame, title and the
 * placeholders or loading table it shows while its data loads, with what the page's usual user sees (pages ask
 * usePaintedBeforeSession()). `asVisitor`: drawn as a visitor without a session sees it (its guard runs), for the pages
 * nobody needs to be signed in for. The server answers each at its own address; a page with a parameter is drawn once,
 * with a placeholder for it, and answered at every address of its route.
 */
const PAINTED = [
  { path: '/login', asVisitor: true },
  { path: '/registration', asVisitor: true },
  { path: '/charity-registration', asVisitor: true },
  { path: '/charity', asVisitor: true },
  { path: '/charity-faq' },
  { path: '/charity-onboarding' },
  { path: '/boardmatch-search' },
  { path: '/boardmatch-candidates' },
  { path: '/boardmatch-charities' },
  { path: '/boardmatch-donations' },
  { path: '/boardmatch-training' },
  { path: '/boardmatch-social-media' },
  { path: '/candidate-onboarding' },
  { path: '/candidate-training' },
  // Only candidates reach it, and it first shows the same to each of them: the title and the profile's placeholders.
  { path: '/candidate-profile' },
  // The representative's buttons and the profile loading; the course loading, for every course. Their first view is the
  // charity's or the course's own text, which only the app draws: the head asks for the profile's reads at once
  // (first-paint.js), and for the app after the paint like every page (asked before it, the app's download started
  // later in Lighthouse's estimate, behind the page's first task, and could count against the first paint).
  { path: '/charity-profile' },
  { path: '/academy/:courseId' },
  // The frame and the title; what follows depends on who is signed in and on the address.
  { path: '/search' },
  { path: '/corporations' },
  { path: '/candidate' },
  { path: '/candidate-faq' },
  { path: '/candidate-search' },
  { path: '/candidate-postings' },
  { path: '/charity-board' },
  { path: '/charity-postings' },
  { path: '/user-information' },
  { path: '/boardmatch-admin' },
  { path: '/boardmatch-act-as-audit' },
  { path: '/boardmatch-waiting-applicants' },
  { path: '/charity-admin' },
  { path: '/debug' },
  // Pages of a link with a token: the same frame for every token (the title, then 'checking' or the empty form), served
  // at every such address (the file is named after the route, its parameter after a '~').
  { path: '/staff-invitation/:token', asVisitor: true },
  { path: '/reset-password/:token', asVisitor: true },
  { path: '/unsubscribe/:token', asVisitor: true },
];
const ROUTES = routedPages();
const PAGES = PAINTED.map(({ path, asVisitor = false }) => {
  const route = ROUTES.find((r) => r.path === path || r.path.replace(/\/:\w+\?$/, '') === path);
  if (!route) throw new Error(`${path} is not a route`);
  // '/staff-invitation/:token' is drawn at '/staff-invitation/_' and written to 'staff-invitation~token.html'.
  const address = path.replace(/\/:\w+/g, '/_');
  const file = path.slice(1).replace(/\/:(\w+)/g, '~$1');
  return { path, address, file, signedIn: !asVisitor, module: route.page, shell: !route.bare };
});
const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

/** Every chunk a chunk imports statically, itself included. */
function closure(key, found = new Set()) {
  if (found.has(key)) return found;
  found.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, found);
  return found;
}

/** A module's chunk, by the module's path. */
function chunkOf(module) {
  const chunk = pageChunk(manifest, module);
  if (!chunk) throw new Error(`no chunk for ${module}`);
  return chunk;
}

// What a signed-in page loads besides its own code (app/preload-first-page.ts): the shell, the data cache and the rest of
// the English texts, built as one chunk (vite.chunk-plan.ts).
const SIGNED_IN = Object.keys(manifest).filter((key) => manifest[key].name === 'signed-in');
if (SIGNED_IN.length !== 1) throw new Error('the build has no signed-in chunk');

/**
 * Every script the first page will load after the app's own, listed in the page so that first-paint.js asks for them all
 * at once, beside the app's script, rather than as the app finds them; the app's preloading then finds them asked for.
 */
function preloadsFor({ shell, module }) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const first = closure(entry);
  const found = new Set();
  for (const key of [chunkOf(module), ...(shell ? SIGNED_IN : [])]) closure(key, found);
  return [...found].filter((key) => !first.has(key)).map((key) => `/${manifest[key].file}`);
}
const { renderPage, stylesToHead } = await import(new URL('../dist-prerender/prerender.js', import.meta.url));
const index = readFileSync(new URL('index.html', dist), 'utf8');
const ROOT = '<div id="root"></div>';
const SCRIPT_HASHES = 'script-hashes.json';
if (!index.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const entry = index.match(ENTRY)?.[1];
if (!entry) throw new Error('index.html has no module script');
// The painted page's head script (src/first-paint.js) is written into the page, not asked for: a script file in the head
// would cost the page a round trip before its first paint. The server's policy allows it by its hash (SCRIPT_HASHES).
const firstPaint = (await transformWithEsbuild(readFileSync(new URL('../src/first-paint.js', import.meta.url), 'utf8'), 'first-paint.js', { minify: true })).code.trim();
if (firstPaint.includes('</')) throw new Error('first-paint.js cannot be written into a page: it holds "</"');
const sha256 = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const scriptHashes = [sha256(firstPaint)];
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
const head = (preloads) =>
  `<script data-app="${entry}" data-preload="${preloads.join(' ')}">${firstPaint}</script><style>html[lang="fr"] [data-prerendered],html[data-involvement="charityRepresentative"] [data-painted-as-visitor]{display:none}</style>`;

mkdirSync(new URL('prerendered/', dist), { recursive: true });
for (const { path: page, address, file, signedIn, module, shell } of PAGES) {
  const body = await renderPage(address, { signedIn });
  // The server's policy allows no other inline script (React adds some when part of a page was still loading).
  if (body.includes('<script')) throw new Error(`${page} was rendered with a script in it`);
  const painted = stylesToHead(body);
  // Replaced by functions: a replacement string would read the script's and the page's '$' as patterns.
  const html = index
    .replace(ENTRY, '')
    .replace('</head>', () => `${head(preloadsFor({ shell, module }))}${painted.styles}</head>`)
    .replace(ROOT, () => `<div id="root"><div data-prerendered inert>${painted.body}</div></div>`);
  // Each inline script as the page holds it, hashed again: one the policy would refuse would leave the page without its app.
  for (const [, script] of html.matchAll(INLINE_SCRIPT)) {
    if (!scriptHashes.includes(sha256(script))) throw new Error(`${page} holds an inline script whose hash the policy does not allow`);
  }
  writeFileSync(new URL(`prerendered/${file}.html`, dist), html);
  console.log(`prerendered ${page}: ${(html.length / 1024).toFixed(1)} kB`);
}

// The hashes of the scripts written into the pages, which the server's content security policy allows (and no other
// inline script): apps/server/src/platform/plugins/external/security-headers.ts.
writeFileSync(new URL(`prerendered/${SCRIPT_HASHES}`, dist), JSON.stringify(scriptHashes));
