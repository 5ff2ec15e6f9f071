import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mainNav, signIn } from './support';

// A phone held upright: every page fits its width, with each list as cards and each tab row scrolling by arrows.
const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 }, isMobile: true, hasTouch: true });

/** The page fits the phone's width (no sideways scroll) and has no serious or critical axe violation. */
async function expectPhoneReady(page: Page, where: string, { nameMatchesText = false } = {}) {
  // Let transitions (dialogs, snackbars) finish: mid-fade colours are not what a person reads.
  await page.waitForTimeout(400);
  const { width, widest } = await page.evaluate((limit) => {
    const tooWide = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > limit + 0.5 && !e.closest('.MuiTabs-scroller, nav > ul'))
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ').slice(0, 2).join('.')} (${Math.round(e.getBoundingClientRect().right)} px)`);
    return { width: document.documentElement.scrollWidth, widest: tooWide.slice(0, 5) };
  }, WIDTH);
  expect.soft(width, `${where} is ${width} px wide: ${widest.join(', ')}`).toBeLessThanOrEqual(WIDTH);
  // Where asked, also the rule that a control's name contains the words it shows (experimental in axe, so named).
  const axe = new AxeBuilder({ page });
  const results = await (nameMatchesText ? axe.options({ rules: { 'label-content-name-mismatch': { enabled: true } } }) : axe).analyze();
  if (nameMatchesText) expect([...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((r) => r.id)).toContain('label-content-name-mismatch');
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect.soft(bad.map((v) => `${where}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

/** Opens a page by its tab (brought on screen when needed) and checks it once its lists have loaded. */
async function visitByTab(page: Page, tab: string, url: RegExp) {
  await (await scrollTabIntoView(page, tab)).click();
  await expect(page).toHaveURL(url);
  await settled(page);
  await expectPhoneReady(page, tab);
}

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

async function signOut(page: Page) {
  await page.getByRole('banner').locator('[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: 'LOGOUT' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** Scrolls the tab row until the tab is wholly on screen (a finger swipes it sideways). */
async function scrollTabIntoView(page: Page, name: string) {
  const tab = mainNav(page).getByRole('link', { name, exact: true });
  await tab.evaluate((link) => link.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  expect(await isWhollyOnScreen(tab), `the ${name} tab is on screen`).toBe(true);
  return tab;
}

async function isWhollyOnScreen(locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  // Within half a pixel: the row scrolls by whole pixels, its items are laid out to fractions of one.
  return box !== null && box.x >= -0.5 && box.x + box.width <= WIDTH + 0.5;
}

test('on a phone, a candidate applies, the charity reviews the application and staff deactivate a candidate, with nothing wider than the screen', async ({ page }) => {
  // The candidate finds an open position of Don Valley Food Network and applies.
  await signIn(page, 'candidate@demo.boardmatch.ca');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(mainNav(page).getByRole('link', { name: 'MY DASHBOARD' })).toBeVisible();
  await expectPhoneReady(page, 'the candidate dashboard');

  await page.goto('/candidate-search');
  const search = page.getByRole('main').getByRole('search');
  await search.getByRole('textbox', { name: 'Search charities or positions' }).fill('Don Valley Food Network');
  await search.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('list', { name: 'Positions found' });
  const open = found.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Apply for position #/ }) }).filter({ hasNotText: 'Applied' }).first();
  await expect(open).toBeVisible();
  await expect(open).toContainText('Don Valley Food Network');
  await expectPhoneReady(page, 'candidate search', { nameMatchesText: true });
  const apply = open.getByRole('button', { name: /^Apply for position #/ });
  const postingId = (await apply.getAttribute('aria-label'))!.replace(/^.*#/, '');
  await apply.click();
  const summary = page.getByRole('dialog');
  await summary.getByLabel(/Notes/).fill('I have run food drives for our neighbourhood for four years.');
  await expectPhoneReady(page, "the posting's summary");
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/^Successfully applied for /)).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'MY APPLICATIONS' }).click();
  await expect(page).toHaveURL(/\/candidate-postings/);
  const mine = page.getByRole('listitem').filter({ hasText: `(#${postingId})` });
  await expect(mine).toContainText('Application in Progress');
  await expect(mine.getByRole('button', { name: 'VIEW' })).toBeVisible();
  await expectPhoneReady(page, 'my applications');
  await signOut(page);

  // The representative opens that posting's applicants and puts the application Under Review.
  await signIn(page, 'charity@demo.boardmatch.ca');
  await expect(page).not.toHaveURL(/\/login/);
  await expectPhoneReady(page, 'the charity dashboard');
  // The area's tabs run past the screen's edge: the arrows bring ADMIN into view.
  await scrollTabIntoView(page, 'ADMIN');
  const postings = await scrollTabIntoView(page, 'POSTED POSITIONS');
  await postings.click();
  await expect(page.getByRole('heading', { name: 'Posted Positions', level: 1 })).toBeVisible();
  const posting = page.getByRole('listitem').filter({ hasText: `#${postingId}` }).first();
  await expect(posting).toBeVisible();
  await expectPhoneReady(page, 'posted positions');
  // The pager stays on screen, its next-page arrow too.
  const next = page.getByRole('button', { name: 'Go to next page' }).first();
  expect(await isWhollyOnScreen(next)).toBe(true);
  // French words run longer: the page still fits.
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Posted Positions');
  await expectPhoneReady(page, 'posted positions in French');
  await page.getByRole('group', { name: 'Langue' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Posted Positions', level: 1 })).toBeVisible();

  await posting.getByRole('button', { name: new RegExp(`applicants for posting #${postingId}$`) }).click();
  const application = page.getByRole('listitem').filter({ hasText: 'Jordan Lee' }).first();
  await expect(application).toContainText('Application in Progress');
  await expectPhoneReady(page, "a posting's applications");
  await application.getByRole('button', { name: 'VIEW' }).click();
  const dialog = page.getByRole('dialog', { name: /^Application of Jordan Lee for / });
  await expect(dialog).toBeVisible();
  await expectPhoneReady(page, 'an application');
  await dialog.getByRole('button', { name: 'Under Review' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText("Application's status updated")).toBeVisible();
  await expect(application).toContainText('Under Review');
  // The area's other lists: the board, and the admin's positions, representatives and roles.
  await visitByTab(page, 'BOARD', /\/charity-board/);
  await visitByTab(page, 'ADMIN', /\/charity-admin/);

  // Candidate search results: each tile is named by the words it shows.
  const headerSearch = page.getByRole('banner').getByRole('search');
  await headerSearch.getByRole('textbox', { name: 'Search text' }).fill('accounting');
  await headerSearch.getByRole('textbox', { name: 'Search text' }).press('Enter');
  await expect(page).toHaveURL(/\/search/);
  const tile = page.getByRole('region', { name: /^Candidates/ }).getByRole('button', { name: /^View profile of / }).first();
  await expect(tile).toBeVisible();
  await expectPhoneReady(page, 'candidate search results', { nameMatchesText: true });
  await signOut(page);

  // Staff deactivate a candidate from the Candidates list, then activate them again.
  await signIn(page, 'admin@demo.boardmatch.ca');
  await expect(page).not.toHaveURL(/\/login/);
  await mainNav(page).getByRole('link', { name: 'CANDIDATES' }).click();
  await expect(page.getByRole('heading', { name: 'Candidates', level: 1 })).toBeVisible();
  await expectPhoneReady(page, 'staff candidates');

  // The keyboard's place shows clearly, on the filled '+' chip of a skills picker too.
  await page.getByRole('button', { name: 'New Candidate' }).click();
  const form = page.getByRole('dialog', { name: 'New Candidate' });
  const addSkills = form.getByRole('button', { name: 'Add Skills' });
  await page.keyboard.press('Shift');
  await addSkills.focus();
  await expect(addSkills).toHaveCSS('outline-style', 'solid');
  await expect(addSkills).toHaveCSS('outline-width', '3px');
  await expect(addSkills).toHaveCSS('outline-color', 'rgb(29, 35, 41)');
  await expectPhoneReady(page, 'the new candidate form');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  const candidates = page.getByRole('list', { name: 'Candidates', exact: true });
  // A generated candidate, not one of the named demo accounts the other journeys sign in as.
  const card = candidates.getByRole('listitem').filter({ hasNotText: /^(candidate|newcandidate|multi|charity|admin)@/ }).first();
  // A card's title is its row's primary text, here the e-mail.
  const email = (await card.locator(':scope > * > *').first().innerText()).trim();
  expect(email).toMatch(/@/);
  await card.getByRole('button', { name: /^Deactivate/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you would like to deactivate this candidate?' });
  await expectPhoneReady(page, 'the deactivation question');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Candidate disabled')).toBeVisible();
  await page.getByRole('main').getByRole('textbox', { name: 'Search', exact: true }).fill(email);
  await expect(page.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Inactive' }).click();
  const inactive = page.getByRole('listitem').filter({ hasText: email });
  await expect(inactive).toBeVisible();
  await expectPhoneReady(page, 'inactive candidates');

  await inactive.getByRole('button', { name: /^Activate/ }).click();
  await page.getByRole('dialog', { name: 'Are you sure you would like to activate this candidate?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Candidate activated')).toBeVisible();

  // The staff's other lists fit too.
  await visitByTab(page, 'CHARITIES', /\/boardmatch-charities/);
  await visitByTab(page, 'ADMIN', /\/boardmatch-admin/);
  for (const path of ['/boardmatch-training', '/corporations', '/boardmatch-social-media', '/boardmatch-act-as-audit']) {
    await page.goto(path);
    await settled(page);
    await expectPhoneReady(page, path);
  }
});
