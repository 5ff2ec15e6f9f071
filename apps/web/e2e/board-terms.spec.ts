import { expect, test, type Browser, type Page } from '@playwright/test';
import { dayIn } from '../../server/src/platform/calendar/working-days.ts';
import { allMail, expectAccessible, linkIn, setProductClock, signIn, textbox, waitForMail } from './support';

/** Days counted as the product counts them: at the program's office (Toronto). */
const today = dayIn(new Date(), 'America/Toronto');
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

test.afterEach(() => setProductClock(null));

test('the board sees its skills gaps, and 90 days before a term ends the representative is told and drafts the posting', async ({ browser }) => {
  const role = `Outreach Director ${Date.now() % 100000}`;
  const endDate = addDays(today, 200);
  const charity = await signedIn(browser, 'charity@demo.boardmatch.ca');

  // A new board seat, held by the charity's own representative until a term's end, with a skill the charity enters.
  // Signing in reopens the representative's last page, which an earlier journey may have left with an application open.
  await charity.goto('/charity-board');
  await expect(charity.getByRole('heading', { name: 'Board', level: 1 })).toBeVisible();
  await charity.getByRole('button', { name: 'New Position', exact: true }).click();
  const positionDialog = charity.getByRole('dialog', { name: 'New Position' });
  await textbox(positionDialog, 'Position Name').fill(role);
  await positionDialog.getByRole('button', { name: 'Submit' }).click();
  const board = charity.getByRole('table', { name: 'Board positions' });
  await board.getByRole('button', { name: `Edit ${role}` }).click();
  const seat = charity.getByRole('dialog', { name: 'Edit Board Member' });
  await seat.getByRole('combobox', { name: /Occupied By/ }).click();
  await charity.getByRole('option', { name: /charity@demo\.boardmatch\.ca/ }).click();
  await seat.getByLabel('Start Date').fill(addDays(today, -30));
  await seat.getByLabel('End Date').fill(endDate);
  await seat.getByRole('button', { name: 'Add Skills' }).click();
  const skills = charity.getByRole('dialog', { name: 'Skills' });
  await skills.getByRole('checkbox', { name: 'Legal', exact: true }).check();
  await skills.getByRole('button', { name: 'Save' }).click();
  await expect(skills).toBeHidden();
  await seat.getByRole('button', { name: 'Submit' }).click();
  await expect(charity.getByText('Successfully saved changes.')).toBeVisible();

  // 'Skills matrix': the member's skill is held; a skill the charity wants that nobody holds reads 'Gap'.
  const matrix = charity.getByRole('table', { name: 'Skills matrix' });
  await expect(matrix.getByRole('row').filter({ hasText: 'Legal' })).toContainText(/\d+ members?: /);
  const gapRow = matrix.getByRole('row').filter({ hasText: 'Gap' }).first();
  await expect(gapRow).toContainText('No current member');
  await expect(gapRow).toContainText('Wanted');
  const gap = (await gapRow.getByRole('cell').first().innerText()).replace(/\s*Gap\s*$/, '').trim();
  expect(gap).not.toBe('');
  // 'Terms ending' does not list it yet: 200 days is beyond 120.
  await expect(charity.getByRole('table', { name: 'Terms ending' }).getByText(role)).toHaveCount(0);
  await expectAccessible(charity);

  // 90 days before the end: staff run 'Terms ending'; the representative who may post is told, not the board's Basic Access.
  setProductClock(new Date(`${addDays(endDate, -90)}T17:00:00Z`));
  const staff = await signedIn(browser, 'admin@demo.boardmatch.ca');
  await staff.goto('/boardmatch-admin');
  await staff.getByRole('button', { name: 'Scheduled jobs' }).click();
  await staff.getByRole('button', { name: 'Run now: Terms ending' }).click();
  await expect(staff.getByText('Job finished')).toBeVisible();
  const endsOn = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${endDate}T00:00:00Z`));
  const subject = new RegExp(`^A board term ends on ${endsOn}$`);
  const mail = await waitForMail('charity@demo.boardmatch.ca', subject);
  expect(mail.text).toContain(`as ${role}`);
  const aboutThis = () => allMail().filter((m) => subject.test(m.subject) && m.text.includes(`as ${role}`));
  expect(aboutThis().flatMap((m) => m.to)).toEqual(['charity@demo.boardmatch.ca']);
  // Run again: no second notice.
  await staff.getByRole('button', { name: 'Run now: Terms ending' }).click();
  await expect(staff.getByText('Job finished').first()).toBeVisible();
  await charity.waitForTimeout(1500);
  expect(aboutThis()).toHaveLength(1);

  // The Board page lists it in 'Terms ending' with 90 days left.
  await charity.reload();
  const terms = charity.getByRole('table', { name: 'Terms ending' }).getByRole('row').filter({ hasText: role });
  await expect(terms).toContainText('90 days');
  await expect(terms.getByRole('link', { name: `Draft the posting for ${role}` })).toBeVisible();

  // 'Draft the posting' from the mail: New Position Posting, prefilled, nothing saved yet.
  await charity.goto(linkIn(mail).replace(/^https?:\/\/[^/]+/, ''));
  const form = charity.getByRole('dialog', { name: 'New Position Posting' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('combobox', { name: /Board Position/ })).toHaveText(role);
  await expect(form.getByLabel(/^Mandate Start Date/)).toHaveValue(addDays(endDate, 1));
  await expect(form.getByLabel(/^Expiry Date/)).toHaveValue(endDate);
  await expect(form.getByRole('button', { name: 'Remove Legal' })).toBeVisible();
  await expect(form.getByRole('button', { name: `Remove ${gap}` })).toBeVisible();
  await expectAccessible(charity);
});
