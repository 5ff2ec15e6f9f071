// Lighthouse (mobile, default throttling), performance and accessibility, on every routed page of a running production
// server, each opened as the demo user who uses it: `npm run build && node apps/server/dist/main.js` (with the demo data),
// then `npm run lighthouse -w apps/web`. Prints one row per page: the median run's scores, paints and JavaScript.
// LIGHTHOUSE_URL is the server's address (http://localhost:3000 by default); CHROME_PATH the browser (/usr/bin/chromium).
// The signed-in pages get their user's refresh cookie, from a sign-in made just before each run (the cookie rotates when
// the page restores its session, so each run needs its own).
// LIGHTHOUSE_RUNS=3 (the default) measures each page that many times and counts the median (by performance score).
// LIGHTHOUSE_PAGES=/search,/login measures only those pages (as the route table names them: /academy/:courseId).
// LIGHTHOUSE_REPORTS=<folder> also keeps each page's median report there (<page>.json) to see what slowed it.
// LIGHTHOUSE_CPU_SLOWDOWN=<n> slows the page's tasks n times rather than Lighthouse's 4, so that a quicker machine can
// stand for a slower one: Lighthouse's CPU index of this machine divided by the other's, times 4 (the table ends with it).
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { routedPages } from './routed-pages.mjs';

const base = process.env.LIGHTHOUSE_URL ?? 'http://localhost:3000';
const reports = process.env.LIGHTHOUSE_REPORTS;
const cpuSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : undefined;
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) throw new Error('LIGHTHOUSE_CPU_SLOWDOWN must be a number of at least 1');
/** Lighthouse's mobile defaults but for the CPU slowdown, when one is given. */
const throttling = cpuSlowdown && { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675, cpuSlowdownMultiplier: cpuSlowdown };
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'Demo-pass1!';
/** The demo accounts (apps/server/src/db/seed), by who uses the page. */
const USERS = {
  visitor: null,
  candidate: 'candidate@demo.boardmatch.ca',
  'new candidate': 'newcandidate@demo.boardmatch.ca',
  representative: 'charity@demo.boardmatch.ca',
  staff: 'admin@demo.boardmatch.ca',
};
/** A password reset link's token (from the mail of a reset asked for the demo candidate): a page opened with a token that
 * is not one goes to /login, so without it the page is left out. */
const RESET_TOKEN = process.env.LIGHTHOUSE_RESET_TOKEN;
/** The orientation course of the demo (constants: course 1679471). */
const DEMO_COURSE_ID = '1679471';
/**
 * Who opens each page, and at which address when the route has a parameter. The staff invitation page is opened with a
 * token that is not one (the demo has none outstanding): it shows the same page, saying the invitation is not valid.
 */
const WHO = {
  '/login': { who: 'visitor' },
  '/registration': { who: 'visitor' },
  '/charity-registration': { who: 'visitor' },
  '/reset-password/:token': RESET_TOKEN ? { who: 'visitor', url: `/reset-password/${RESET_TOKEN}` } : { who: 'visitor', skip: 'needs LIGHTHOUSE_RESET_TOKEN' },
  '/staff-invitation/:token': { who: 'visitor', url: '/staff-invitation/0123456789abcdef' },
  // A link that is not one shows the same page, saying so.
  '/unsubscribe/:token': { who: 'visitor', url: '/unsubscribe/0123456789abcdef' },
  '/charity': { who: 'visitor' },
  '/charity-faq': { who: 'representative' },
  '/charity-onboarding': { who: 'representative' },
  '/boardmatch-search': { who: 'staff' },
  '/boardmatch-candidates': { who: 'staff' },
  '/boardmatch-charities': { who: 'staff' },
  '/boardmatch-donations': { who: 'staff' },
  '/boardmatch-training': { who: 'staff' },
  '/boardmatch-social-media': { who: 'staff' },
  '/candidate-onboarding': { who: 'new candidate' },
  '/candidate-training': { who: 'candidate' },
  '/academy/:courseId': { who: 'candidate', url: `/academy/${DEMO_COURSE_ID}` },
  '/candidate-profile': { who: 'candidate' },
  '/charity-profile': { who: 'representative' },
  '/search': { who: 'candidate' },
  '/corporations': { who: 'staff' },
  '/candidate': { who: 'candidate' },
  '/candidate-faq': { who: 'candidate' },
  '/candidate-search': { who: 'candidate' },
  '/candidate-postings': { who: 'candidate' },
  '/charity-board': { who: 'representative' },
  '/charity-postings/:positions?': { who: 'representative', url: '/charity-postings' },
  '/user-information': { who: 'candidate' },
  '/boardmatch-admin': { who: 'staff' },
  '/boardmatch-act-as-audit': { who: 'staff' },
  '/boardmatch-waiting-applicants': { who: 'staff' },
  '/charity-admin': { who: 'representative' },
  '/debug': { who: 'candidate' },
};

const routes = routedPages();
const unassigned = routes.filter((route) => !WHO[route.path]).map((route) => route.path);
if (unassigned.length) throw new Error(`No user named for ${unassigned.join(', ')} (scripts/lighthouse.mjs, WHO)`);
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const skipped = routes.filter((route) => WHO[route.path].skip && (!only || only.includes(route.path)));
for (const route of skipped) console.log(`${route.path} left out: ${WHO[route.path].skip}`);
const PAGES = routes.filter((route) => (!only || only.includes(route.path)) && !WHO[route.path].skip).map((route) => ({ route: route.path, url: WHO[route.path].url ?? route.path, who: WHO[route.path].who }));

async function refreshCookie(who, attempt = 1) {
  const signIn = () =>
    fetch(`${base}/api/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ UserName: USERS[who], Password: PASSWORD }),
    });
  // A connection dropped on a busy machine is tried again once, rather than ending a long measurement.
  const response = await signIn().catch((error) => {
    if (attempt > 1) throw error;
    return null;
  });
  if (!response) return refreshCookie(who, attempt + 1);
  if (!response.ok) throw new Error(`Sign-in as ${USERS[who]} failed: ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (!cookies.length) throw new Error('Sign-in answered no cookie');
  return cookies.join('; ');
}

/** One Lighthouse run; a run the browser could not trace (no paint or no navigation seen, which happens now and then, twice
 * in a row once in a table of a hundred runs) is tried up to twice more before it fails the whole measurement. */
async function measure({ url, who }, attempt = 1) {
  const extraHeaders = USERS[who] ? { Cookie: await refreshCookie(who) } : undefined;
  // A browser of its own for each run: one that measured another user would keep that user's cookie and stored state.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  let result;
  try {
    result = await lighthouse(`${base}${url}`, { port: chrome.port, onlyCategories: ['performance', 'accessibility'], output: 'json', logLevel: 'error', extraHeaders, ...(throttling ? { throttling } : {}) });
  } finally {
    chrome.kill();
  }
  if (!result.lhr.runtimeError) return result;
  if (attempt < 3) return measure({ url, who }, attempt + 1);
  throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
}

const score = (category) => (category.score === null ? 0 : Math.round(category.score * 100));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

const rows = [];
const failing = [];
/** Lighthouse's benchmark of this machine's CPU at each run: its scores take the page's tasks from this machine, slowed
 * four times, so a slower machine scores lower for the same page. Lighthouse warns of a slow host below 1000. */
const benchmarkIndexes = [];
for (const page of PAGES) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await measure(page));
  benchmarkIndexes.push(...results.map((result) => result.lhr.environment.benchmarkIndex));
  // The median run by performance (its paints and JavaScript are shown), and the median accessibility score.
  const ordered = [...results].sort((a, b) => score(a.lhr.categories.performance) - score(b.lhr.categories.performance));
  const { lhr, report } = ordered[Math.floor((ordered.length - 1) / 2)];
  const { audits } = lhr;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(`${reports}/${page.url.slice(1).replaceAll('/', '_')}.json`, report);
  }
  const lcp = audits['largest-contentful-paint'].numericValue;
  const scriptKb = audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + item.transferSize, 0) / 1024;
  const accessibility = median(results.map((result) => score(result.lhr.categories.accessibility)));
  for (const result of results) {
    for (const audit of Object.values(result.lhr.audits)) {
      if (audit.scoreDisplayMode === 'binary' && audit.score === 0 && result.lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0)) {
        failing.push(`${page.url} (${page.who}): ${audit.id}: ${audit.title}`);
      }
    }
  }
  const row = {
    page: page.url,
    who: page.who,
    performance: score(lhr.categories.performance),
    runs: results.map((result) => score(result.lhr.categories.performance)).join(' '),
    accessibility,
    'LCP ms': lcp === undefined ? 'none' : Math.round(lcp),
    'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
    'JS kB': scriptKb.toFixed(1),
    landed: new URL(lhr.finalDisplayedUrl).pathname,
    // The route's guard refused the user: the page measured would be 'Not allowed', not the page asked for.
    refused: audits['network-requests'].details.items.some((item) => /\/assets\/NotAllowed-/.test(item.url)),
  };
  rows.push(row);
  console.log(JSON.stringify(row));
}
console.table(rows.map(({ landed: _landed, refused: _refused, ...row }) => row));
console.log(`\nThis machine's CPU benchmark index (Lighthouse's): median ${Math.round(median(benchmarkIndexes))}, ${Math.round(Math.min(...benchmarkIndexes))} to ${Math.round(Math.max(...benchmarkIndexes))} over ${benchmarkIndexes.length} runs; Lighthouse warns of a slow host below 1000.`);
if (cpuSlowdown) console.log(`The page's tasks were slowed ${cpuSlowdown} times (LIGHTHOUSE_CPU_SLOWDOWN), not Lighthouse's 4.`);
console.log(`\n| page | who | performance | accessibility | LCP ms | JS kB |\n|---|---|--:|--:|--:|--:|`);
for (const row of rows) console.log(`| \`${row.page}\` | ${row.who} | ${row.performance} | ${row.accessibility} | ${row['LCP ms']} | ${row['JS kB']} |`);
if (failing.length) console.log(`\nFailing accessibility audits:\n  ${[...new Set(failing)].join('\n  ')}`);
const wrong = rows.filter((row) => row.landed !== row.page || row.refused);
if (wrong.length) {
  console.error(`Not measured where asked (redirected or refused): ${wrong.map((row) => `${row.page} -> ${row.refused ? 'Not allowed' : row.landed}`).join(', ')}`);
  process.exit(1);
}
