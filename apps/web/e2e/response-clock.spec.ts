import { expect, test, type Browser, type Page } from '@playwright/test';
import { addWorkingDays, dayIn } from '../../server/src/platform/calendar/working-days.ts';
import { allMail, applyFor, mainNav, postNewPosition, setProductClock, signIn, waitForMail } from './support';

/** The day `count` working days after today in Ontario (the demo charity's province), at noon there. */
const workingDaysAhead = (count: number) => new Date(`${addWorkingDays(dayIn(new Date(), 'America/Toronto'), count, 'ON')}T17:00:00Z`);

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/**
 * Staff Admin runs the response clock now, from the admin page's 'Scheduled jobs'. Moving the product clock weeks ahead
 * can pass the job's own hour, and its scheduled run may then start at that moment: 'Run now' is refused while it runs
 * ('This job is already running'), so it is asked for again until it runs.
 */
async function runResponseClock(staff: Page) {
  await staff.goto('/boardmatch-admin');
  await staff.getByRole('button', { name: 'Scheduled jobs' }).click();
  await expect(async () => {
    await staff.getByRole('button', { name: 'Run now: Response clock' }).click();
    await expect(staff.getByText('Job finished')).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 45_000 });
}

test.afterEach(() => setProductClock(null));

test('an applicant is not left in silence: the charity is reminded at 5 and 10 working days, staff see it at 15, and at 30 it closes kindly', async ({ browser }) => {
  const role = `Outreach Lead ${Date.now() % 100000}`;
  const charity = await signedIn(browser, 'charity@demo.boardmatch.ca');
  const postingId = await postNewPosition(charity, role);
  const candidate = await signedIn(browser, 'candidate@demo.boardmatch.ca');
  await applyFor(candidate, postingId, role);
  const staff = await signedIn(browser, 'admin@demo.boardmatch.ca');
  const aboutThis = (subject: RegExp) => allMail().filter((m) => subject.test(m.subject) && m.text.includes(`(#${postingId})`));

  // 5 working days: 'Applicants are waiting', to the representatives who may answer (the Admin), not the board's Basic Access.
  setProductClock(workingDaysAhead(5));
  await runResponseClock(staff);
  await waitForMail('charity@demo.boardmatch.ca', /^Applicants are waiting$/);
  await expect.poll(() => aboutThis(/^Applicants are waiting$/).flatMap((m) => m.to)).toEqual(['charity@demo.boardmatch.ca']);
  await runResponseClock(staff);
  expect(aboutThis(/^Applicants are waiting$/)).toHaveLength(1);

  // The charity sees it waiting in its Applications tab.
  await charity.goto('/charity-postings?tab=applications&needsReply=1');
  await expect(charity.getByRole('row').filter({ hasText: role })).toContainText('5 days');

  // 10 working days: 'Reply overdue', to the same people only.
  setProductClock(workingDaysAhead(10));
  await runResponseClock(staff);
  await expect.poll(() => aboutThis(/^Reply overdue$/).flatMap((m) => m.to)).toEqual(['charity@demo.boardmatch.ca']);
  await charity.reload();
  await expect(charity.getByRole('row').filter({ hasText: role })).toContainText('Overdue');

  // 15 working days: staff see it in 'Waiting applicants', with the representative to call.
  setProductClock(workingDaysAhead(15));
  await runResponseClock(staff);
  await waitForMail('admin@demo.boardmatch.ca', /^Waiting applicants: /);
  await staff.goto('/boardmatch-waiting-applicants');
  const waiting = staff.getByRole('row').filter({ hasText: `#${postingId}` });
  // By charity, then oldest first: the demo's own overdue applicants come first; the pager leads to this one.
  await expect(staff.getByRole('table', { name: 'Waiting applicants' }).getByRole('row').nth(1)).toBeVisible();
  for (let page = 0; page < 20 && !(await waiting.isVisible()); page++) {
    await staff.getByRole('button', { name: 'Go to next page' }).click();
    await staff.waitForTimeout(300);
  }
  await expect(waiting).toContainText('15 working days');
  await expect(waiting).toContainText('charity@demo.boardmatch.ca');

  // 30 working days: closed as No Response; the candidate sees it and gets a kind note.
  setProductClock(workingDaysAhead(30));
  await runResponseClock(staff);
  await waitForMail('candidate@demo.boardmatch.ca', new RegExp(`^Your application for ${role}`));
  await mainNav(candidate).getByRole('link', { name: 'MY APPLICATIONS' }).click();
  await expect(candidate.getByRole('row').filter({ hasText: role }).first()).toContainText('No reply from the charity');
});
