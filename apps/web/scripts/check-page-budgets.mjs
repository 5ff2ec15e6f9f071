// After `vite build`: each routed page's JavaScript, compressed as the server sends it, within the limit that
// page-budgets.json names for it, so that no page grows without anyone deciding it should.
// A page's JavaScript is what the browser downloads to open it: the start-up code (the entry and its static imports),
// the page's own chunk and its static imports and, for every page drawn in the shell (all but /login), the chunk every
// signed-in page loads (shell, data cache, English texts: app/preload-first-page.ts). Chunks a page loads later (a dialog
// on open, a tab when chosen) are not counted: the page opens without them.
// Every route of src/app/route-table.ts must have a budget, and every budget a route.
// `node scripts/check-page-budgets.mjs --write` prints the budgets file for today's sizes plus a margin, to review.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { pageChunk, routedPages } from './routed-pages.mjs';

const root = new URL('../', import.meta.url);
const dist = new URL('dist/', root);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const budgets = JSON.parse(readFileSync(new URL('page-budgets.json', root), 'utf8'));
const write = process.argv.includes('--write');

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`);
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

// Brotli at quality 11, as scripts/precompress.mjs writes it (a file of 1 kB or less goes as it is).
const sizes = new Map();
function sent(key) {
  const { file } = manifest[key];
  if (!sizes.has(file)) {
    const data = readFileSync(new URL(file, dist));
    sizes.set(file, data.length <= 1024 ? data.length : brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
  }
  return sizes.get(file);
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const signedIn = Object.keys(manifest).find((key) => /^_signed-in-.*\.js$/.test(key));
if (!signedIn) throw new Error('The build has no signed-in chunk (vite.chunk-plan.ts)');

const pages = routedPages();
const rows = [];
const problems = [];
for (const { path, page: module, bare } of pages) {
  const page = pageChunk(manifest, module);
  if (!page || !manifest[page].isDynamicEntry) {
    problems.push(`${path}: its page ${module} is not a lazily loaded chunk`);
    continue;
  }
  const keys = new Set([...closure(entry), ...closure(page), ...(bare ? [] : closure(signedIn))]);
  const kB = [...keys].reduce((sum, key) => sum + sent(key), 0) / 1024;
  const budget = budgets[path];
  rows.push({ page: path, 'JS kB': kB.toFixed(1), 'budget kB': budget ?? '-', files: keys.size });
  if (budget === undefined) problems.push(`${path} has no budget in page-budgets.json`);
  else if (kB > budget) problems.push(`${path} loads ${kB.toFixed(1)} kB of JavaScript, over its budget of ${budget} kB`);
}
for (const path of Object.keys(budgets)) if (!path.startsWith('$') && !pages.some((p) => p.path === path)) problems.push(`page-budgets.json names ${path}, which is not a route`);

if (write) {
  // 5% over today's size, rounded up to the next 5 kB.
  const proposed = Object.fromEntries(rows.map((row) => [row.page, Math.ceil((Number(row['JS kB']) * 1.05) / 5) * 5]));
  console.log(JSON.stringify(proposed, null, 2));
  process.exit(0);
}
console.table(rows);
if (problems.length) {
  console.error(`Page budgets:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`OK: all ${rows.length} pages within their JavaScript budget.`);
