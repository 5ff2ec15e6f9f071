import { expect, request, test, type Browser, type Page } from '@playwright/test';
import { allMail, dayFromToday, setProductClock, signIn, textbox, waitForMail } from './support';

const CANDIDATE = 'candidate@demo.boardmatch.ca';
const CHARITY = 'charity@demo.boardmatch.ca';
const STAFF = 'admin@demo.boardmatch.ca';
const DIGEST = /^New postings that fit you this week$/;

type Mail = Awaited<ReturnType<typeof waitForMail>> & { headers?: Record<string, string> };

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** As the charity: a new position and an open posting asking for 'Finance & Accounting' (one of the demo candidate's skills). */
async function postFittingPosition(page: Page, role: string) {
  await page.goto('/charity-postings');
  await page.getByRole('button', { name: 'New Position', exact: true }).click();
  const positionDialog = page.getByRole('dialog', { name: 'New Position' });
  await textbox(positionDialog, 'Position Name').fill(role);
  await positionDialog.getByRole('checkbox', { name: 'This is a Board Position' }).uncheck();
  await positionDialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Position added Successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'New Position Posting' }).click();
  const form = page.getByRole('dialog', { name: 'New Position Posting' });
  await form.getByRole('combobox', { name: /Board Position/ }).click();
  await page.getByRole('option', { name: role }).click();
  await form.getByLabel(/^Mandate Start Date/).fill(dayFromToday(30));
  await form.getByLabel(/^Mandate End Date/).fill(dayFromToday(400));
  await form.getByLabel(/^Expiry Date/).fill(dayFromToday(120));
  await form.getByRole('textbox', { name: /Description/ }).fill(`Join us as ${role}.`);
  await form.getByRole('button', { name: 'Add Skills' }).click();
  const skills = page.getByRole('dialog', { name: 'Skills' });
  await skills.getByRole('checkbox', { name: 'Finance & Accounting' }).check();
  await skills.getByRole('button', { name: 'Save' }).click();
  await textbox(form, 'List a Requirement').fill('Two evenings a month');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully Created New Posting.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: role });
  return (await row.getByRole('cell').first().innerText()).replace('#', '').trim();
}

/** Staff Admin runs the weekly digests now, from the admin page's 'Scheduled jobs'. */
async function runDigests(staff: Page) {
  await staff.goto('/boardmatch-admin');
  await staff.getByRole('button', { name: 'Scheduled jobs' }).click();
  await staff.getByRole('button', { name: 'Run now: Weekly digests' }).click();
  await expect(staff.getByText('Job finished')).toBeVisible();
}

/** The candidate's 'New postings that fit' switch, on the profile's 'Notifications'. */
async function postingsSwitch(candidate: Page) {
  // A fresh load each time: what the server holds now, not what the page read before.
  await candidate.goto('/user-information#notifications');
  await candidate.reload();
  const section = candidate.getByRole('region', { name: 'Notifications' });
  await expect(section.getByText('You have not accepted to receive communications', { exact: false })).toHaveCount(0);
  return section.getByRole('switch', { name: 'New postings that fit' });
}

test.afterEach(() => setProductClock(null));

test('a weekly digest arrives with a working one-click unsubscribe; after it no digest is sent to that person', async ({ browser }) => {
  const charity = await signedIn(browser, CHARITY);
  const postingId = await postFittingPosition(charity, `Digest Treasurer ${Date.now() % 100000}`);
  const candidate = await signedIn(browser, CANDIDATE);
  await expect(await postingsSwitch(candidate)).toBeChecked();

  const staff = await signedIn(browser, STAFF);
  await runDigests(staff);
  const mail = (await waitForMail(CANDIDATE, DIGEST)) as Mail;
  expect(mail.text).toContain(`/search?pid=${postingId}`);
  const headerUrl = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers?.['list-unsubscribe'] ?? '')?.[1];
  expect(headerUrl, 'List-Unsubscribe').toMatch(/\/api\/unsubscribe\/[^/]+$/);
  expect(mail.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  // The visible 'Unsubscribe' link opens a page that asks first: opening it (as a link scanner would) changes nothing.
  const pageUrl = /Unsubscribe: (\S+)/.exec(mail.text)?.[1];
  expect(pageUrl).toMatch(/\/unsubscribe\/[^/]+$/);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(pageUrl!);
  await expect(visitor.getByText('Stop receiving this weekly e-mail: New postings that fit?')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  await expect(await postingsSwitch(candidate)).toBeChecked();

  // The mail program's one click: a POST of 'List-Unsubscribe=One-Click' to the header's address, with no cookie.
  const mailProgram = await request.newContext();
  const oneClick = await mailProgram.post(headerUrl!, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBeGreaterThanOrEqual(200);
  expect(oneClick.status()).toBeLessThan(300);
  await mailProgram.dispose();
  await expect(await postingsSwitch(candidate)).not.toBeChecked();

  // A week later another posting fits: the digests go out again, but not to the one who unsubscribed.
  setProductClock(new Date(Date.now() + 7 * 86_400_000));
  const laterId = await postFittingPosition(charity, `Digest Auditor ${Date.now() % 100000}`);
  const digestsBefore = allMail().filter((m) => /this week/i.test(m.subject)).length;
  await runDigests(staff);
  // Other people's digests of that week arrive (the run did send), and none to the candidate.
  await expect.poll(() => allMail().filter((m) => /this week/i.test(m.subject)).length, { timeout: 20_000 }).toBeGreaterThan(digestsBefore);
  const toCandidate = allMail().filter((m) => m.to.includes(CANDIDATE) && DIGEST.test(m.subject));
  expect(toCandidate).toHaveLength(1);
  expect(toCandidate.some((m) => m.text.includes(`pid=${laterId}`))).toBe(false);
});
