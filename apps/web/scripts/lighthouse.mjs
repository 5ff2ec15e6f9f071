// Lighthouse (mobile, default throttling), performance only, on /login, /search and /candidate-profile of a running
// production server: `npm run build && node apps/server/dist/main.js`, then `npm run lighthouse -w apps/web`.
// LIGHTHOUSE_URL is the server's address (http://localhost:3000 by default); CHROME_PATH the browser (/usr/bin/chromium).
// The signed-in pages get the demo candidate's refresh cookie, from a sign-in made just before each run (the cookie
// rotates when the page restores its session, so each run needs its own).
// LIGHTHOUSE_REPORTS=<folder> also keeps each page's full report there (<page>.json) to see what slowed it.
// LIGHTHOUSE_PAGES=/search,/login measures only those pages; LIGHTHOUSE_RUNS=3 measures each that many times.
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = process.env.LIGHTHOUSE_URL ?? 'http://localhost:3000';
const reports = process.env.LIGHTHOUSE_REPORTS;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CANDIDATE = { UserName: 'candidate@demo.boardmatch.ca', Password: 'Demo-pass1!' };
const ALL_PAGES = [
  { path: '/login', signedIn: false },
  { path: '/search', signedIn: true },
  { path: '/candidate-profile', signedIn: true },
];
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const PAGES = ALL_PAGES.filter((page) => !only || only.includes(page.path)).flatMap((page) => Array.from({ length: runs }, () => page));

async function refreshCookie() {
  const response = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(CANDIDATE),
  });
  if (!response.ok) throw new Error(`Sign-in as ${CANDIDATE.UserName} failed: ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (!cookies.length) throw new Error('Sign-in answered no cookie');
  return cookies.join('; ');
}

/** One Lighthouse run; a run the browser could not trace (no paint seen, which happens now and then on the first page after
 * the server starts) is tried once more before it fails the whole measurement. */
async function measure(path, signedIn, attempt = 1) {
  const extraHeaders = signedIn ? { Cookie: await refreshCookie() } : undefined;
  const result = await lighthouse(`${base}${path}`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error', extraHeaders });
  if (!result.lhr.runtimeError) return result;
  if (attempt < 2) return measure(path, signedIn, attempt + 1);
  throw new Error(`${path}: ${result.lhr.runtimeError.message}`);
}

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const rows = [];
try {
  for (const { path, signedIn } of PAGES) {
    const result = await measure(path, signedIn);
    const { categories, audits } = result.lhr;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      writeFileSync(`${reports}/${path.slice(1)}.json`, result.report);
    }
    const ms = (id) => Math.round(audits[id].numericValue);
    const scriptKb = audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + item.transferSize, 0) / 1024;
    rows.push({
      page: path,
      score: Math.round(categories.performance.score * 100),
      'FCP ms': ms('first-contentful-paint'),
      'LCP ms': ms('largest-contentful-paint'),
      'TBT ms': ms('total-blocking-time'),
      CLS: audits['cumulative-layout-shift'].numericValue.toFixed(3),
      'JS kB': scriptKb.toFixed(1),
      landed: new URL(result.lhr.finalDisplayedUrl).pathname,
    });
  }
} finally {
  chrome.kill();
}
console.table(rows);
const wrong = rows.filter((row) => row.landed !== row.page);
if (wrong.length) {
  console.error(`Not measured where asked (redirected): ${wrong.map((row) => `${row.page} -> ${row.landed}`).join(', ')}`);
  process.exit(1);
}
