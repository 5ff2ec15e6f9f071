import { expect, test, type Page } from '@playwright/test';
import { en } from '@boardmatch/shared/i18n/en';
import { fr } from '@boardmatch/shared/i18n/fr';
import { lookupListSchemas } from '@boardmatch/shared';
import { signIn } from './support';

/**
 * A charity representative and a staff Admin switch to French and walk their pages: no English word of the
 * product is left (catalogue texts whose French differs, and lookup names that have a French one), user data aside.
 */

function flatten(tree: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof tree === 'string') into.set(prefix, tree);
  else if (tree && typeof tree === 'object') for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/** English catalogue texts that read differently in French, as whole phrases (two words or more, no placeholder). */
function englishPhrases(): string[] {
  const french = flatten(fr);
  const phrases = new Set<string>();
  for (const [key, text] of flatten(en)) {
    const other = french.get(key);
    if (other === undefined || other === text) continue;
    for (const part of text.split(/\{\{[^}]+\}\}|<[^>]+>|\n/)) {
      const phrase = part.trim().replace(/[.:,;!?]+$/, '');
      if (phrase.split(/\s+/).length >= 2 && /[a-z]{3}/.test(phrase)) phrases.add(phrase);
    }
  }
  return [...phrases];
}

/** Lookup names whose French name differs: the English one must not show on a French page. */
async function englishLookupNames(page: Page): Promise<string[]> {
  const names = new Set<string>();
  for (const list of Object.keys(lookupListSchemas)) {
    const ask = (language: string) => page.request.get(`/api/lookups/${list}`, { headers: { 'accept-language': language } }).then((r) => r.json() as Promise<{ id: number; name?: string }[]>);
    const [english, french] = await Promise.all([ask('en'), ask('fr')]);
    const frenchById = new Map(french.map((item) => [item.id, item.name]));
    for (const item of english) if (item.name && frenchById.get(item.id) !== item.name && item.name.length > 3) names.add(item.name);
  }
  return [...names];
}

let phrases: string[] = [];
let lookupNames: string[] = [];

async function expectFrench(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
  // A lookup value shows as a whole text of its own (a chip, a cell, an option); inside a longer text it is user data
  // (a position the charity named 'Governance Committee Member'). Texts end before punctuation ('Board:').
  const shown = new Set(
    await page.evaluate(() =>
      Array.from(document.body.querySelectorAll('*'))
        .filter((e) => e.children.length === 0 && (e as HTMLElement).offsetParent !== null)
        .map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim().replace(/[.:,;!?*]+$/, '')),
    ),
  );
  // A short phrase counts when it is a text of its own (a label, a button); a sentence anywhere. User data (a course
  // named 'Running Effective Board Meetings') may hold a short one.
  const left = [...phrases.filter((p) => shown.has(p) || (p.split(' ').length >= 4 && text.includes(p))), ...lookupNames.filter((n) => shown.has(n))];
  expect(left, `English left on ${where}`).toEqual([]);
}

async function toFrench(page: Page) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
}

/** The choice is kept on the account: the demo users go back to English for the journeys after this one. */
async function backToEnglish(page: Page) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.waitForLoadState('networkidle');
}

test.beforeAll(() => {
  phrases = englishPhrases();
});

test('a representative walks the charity pages in French and reads no English', async ({ page }) => {
  lookupNames = await englishLookupNames(page);
  await signIn(page, 'charity@demo.boardmatch.ca');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await toFrench(page);
  try {
    await page.goto('/charity');
    await expectFrench(page, 'the charity profile');
    await page.goto('/charity-board');
    await expectFrench(page, 'the board');
    await page.goto('/charity-postings');
    await expectFrench(page, 'the postings');
    await page.getByRole('main').getByRole('tab').nth(1).click();
    await expectFrench(page, 'the applications');
    await page.goto('/charity-admin');
    for (const panel of await page.getByRole('main').locator('[aria-expanded="false"]').all()) await panel.click();
    await expectFrench(page, 'the charity admin page');
  } finally {
    await backToEnglish(page);
  }
});

test('a staff Admin walks the staff pages in French and reads no English', async ({ page }) => {
  lookupNames = await englishLookupNames(page);
  await signIn(page, 'admin@demo.boardmatch.ca');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await toFrench(page);
  try {
    for (const [path, where] of [
      ['/boardmatch-candidates', 'the candidates'],
      ['/boardmatch-charities', 'the charities'],
      ['/boardmatch-admin', 'the admin page'],
      ['/corporations', 'the corporations'],
      ['/boardmatch-training', 'the training courses'],
      ['/boardmatch-act-as-audit', 'the act-as audit'],
    ] as const) {
      await page.goto(path);
      if (path === '/boardmatch-admin') for (const panel of await page.getByRole('main').locator('[aria-expanded="false"]').all()) await panel.click();
      await expectFrench(page, where);
    }
  } finally {
    await backToEnglish(page);
  }
});
