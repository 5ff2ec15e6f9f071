import { expect, request, test, type Browser, type Page } from '@playwright/test';
import { allMail, postNewPosition, setProductClock, signIn, waitForMail } from './support';

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
  const postingId = await postNewPosition(charity, `Digest Treasurer ${Date.now() % 100000}`, ['Finance & Accounting']);
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
  const laterId = await postNewPosition(charity, `Digest Auditor ${Date.now() % 100000}`, ['Finance & Accounting']);
  const digestsBefore = allMail().filter((m) => /this week/i.test(m.subject)).length;
  await runDigests(staff);
  // Other people's digests of that week arrive (the run did send), and none to the candidate.
  await expect.poll(() => allMail().filter((m) => /this week/i.test(m.subject)).length, { timeout: 20_000 }).toBeGreaterThan(digestsBefore);
  const toCandidate = allMail().filter((m) => m.to.includes(CANDIDATE) && DIGEST.test(m.subject));
  expect(toCandidate).toHaveLength(1);
  expect(toCandidate.some((m) => m.text.includes(`pid=${laterId}`))).toBe(false);
});
