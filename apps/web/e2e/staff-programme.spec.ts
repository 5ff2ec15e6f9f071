import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, mainNav, signIn, textbox } from './support';

const ADMIN = 'admin@demo.boardmatch.ca';
const CANDIDATE = 'candidate@demo.boardmatch.ca';
const stamp = Date.now() % 100000;
const courseName = `Board Finance Journey ${stamp}`;
const courseId = 7_700_000 + stamp;
const corporation = `Northwind Journey ${stamp}`;

test('staff add a course that a candidate then sees on the training page', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(mainNav(page).getByRole('link', { name: 'ADMIN SEARCH' })).toBeVisible();
  await page.goto('/boardmatch-training');
  await expect(page.getByRole('heading', { level: 1, name: 'Training' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Courses' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add Course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Course' });
  await textbox(dialog, 'Course Name').fill(courseName);
  await textbox(dialog, 'Course ID').fill('abc');
  await expect(dialog.getByText('Course ID can not be empty')).toBeVisible();
  await expectAccessible(page);
  await textbox(dialog, 'Course ID').fill(`ID ${courseId}`);
  await dialog.getByRole('combobox', { name: /Course Type/ }).click();
  await page.getByRole('option', { name: 'Candidate' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Course Created')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(courseName) });
  await expect(row).toContainText(String(courseId));
  await expect(row).toContainText(`board-finance-journey-${stamp}`);

  // The same Course ID again is refused.
  await page.getByRole('button', { name: 'Add Course' }).click();
  await textbox(dialog, 'Course Name').fill('Copy');
  await textbox(dialog, 'Course ID').fill(String(courseId));
  await dialog.getByRole('combobox', { name: /Course Type/ }).click();
  await page.getByRole('option', { name: 'Candidate' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('A course with this Course ID already exists.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/boardmatch-donations');
  await expect(page.getByRole('heading', { level: 1, name: 'Donations' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Program Overview' }).click();
  const overview = page.getByRole('dialog', { name: 'Program Overview' });
  await expect(overview.getByText(/Calgary, Fredericton, the Greater Toronto Area, Greater Vancouver and Thunder Bay/)).toBeVisible();
  await expectAccessible(page);
  await overview.getByRole('button', { name: 'Close' }).first().click();

  await page.context().clearCookies();
  await signIn(page, CANDIDATE);
  await expect(mainNav(page)).toBeVisible();
  await page.goto('/candidate-training');
  const course = page.getByRole('row', { name: new RegExp(courseName) });
  await expect(course).toBeVisible();
  // The built-in Academy has no lessons for a course staff add: it shows as not started.
  await expect(course).toContainText('Not Started');
  await expect(course).toContainText('Not offered in the Academy yet');
  await expect(course.getByRole('button', { name: /Go To Course/ })).toHaveCount(0);
  await expectAccessible(page);
});

test('staff create and edit a corporation', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(mainNav(page).getByRole('link', { name: 'ADMIN SEARCH' })).toBeVisible();
  await page.goto('/corporations');
  await expect(page.getByRole('heading', { level: 1, name: 'Corporations' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New Record' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Corporation' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Name can not be empty')).toBeVisible();
  await textbox(dialog, 'Name').fill(corporation);
  await textbox(dialog, 'Email').fill('giving@northwind');
  await expect(dialog.getByText('Email must be valid')).toBeVisible();
  await expectAccessible(page);
  await textbox(dialog, 'Email').fill('giving@northwind.example');
  await textbox(dialog, 'Website').fill('https://northwind.example');
  await dialog.getByRole('button', { name: 'Add Contact' }).click();
  await textbox(dialog, 'First Name').fill('Rita');
  await textbox(dialog, 'Last Name').fill('Lead');
  await textbox(dialog, 'Title').fill('Community Investment');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).last().fill('rita@northwind.example');
  await textbox(dialog, 'Daytime Phone').fill('416-555-0101');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Corporation Created')).toBeVisible();

  await textbox(page.getByRole('main'), 'Search').fill(corporation);
  const row = page.getByRole('row', { name: new RegExp(corporation) });
  await expect(row).toContainText('giving@northwind.example');
  await row.getByRole('button', { name: `Edit ${corporation}` }).click();
  const edit = page.getByRole('dialog', { name: 'Update Corporation' });
  await expect(textbox(edit, 'First Name')).toHaveValue('Rita');
  await textbox(edit, 'Website').fill('https://northwind.example/giving');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Corporation Updated')).toBeVisible();
  await expect(row).toContainText('https://northwind.example/giving');
  await expectAccessible(page);
});

test('staff act as a candidate, change something, go back, and find the act and the change in the audit', async ({ page }) => {
  await signIn(page, ADMIN);
  const nav = mainNav(page);
  await nav.getByRole('link', { name: 'CANDIDATES' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  await textbox(page.getByRole('main'), 'Search').fill(CANDIDATE);
  await page.getByRole('row', { name: /^candidate@demo\.boardmatch\.ca/ }).getByRole('button', { name: 'Login As' }).click();
  const auth = page.getByRole('dialog', { name: 'Authenticate' });
  await textbox(auth, 'Reason for acting as this user').fill('Course progress reported by phone');
  await textbox(auth, 'Password').fill(DEMO_PASSWORD);
  await auth.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: 'Back To Admin' })).toBeVisible();

  // A change made as the candidate: a lesson of an Academy course marked (or unmarked) complete.
  await page.goto('/academy/1702245');
  await page.getByRole('button', { name: /^1\. / }).click();
  const mark = page.getByRole('button', { name: /^Mark as (not )?complete$/ });
  await mark.click();
  await expect(page.getByRole('button', { name: /^Mark as (not )?complete$/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Back To Admin' }).click();
  const back = page.getByRole('dialog', { name: 'Authenticate' });
  await textbox(back, 'Email').fill(ADMIN);
  await textbox(back, 'Password').fill(DEMO_PASSWORD);
  await back.getByRole('button', { name: 'Log In' }).click();
  await expect(nav.getByRole('link', { name: 'ADMIN SEARCH' })).toBeVisible();

  await page.goto('/boardmatch-act-as-audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Act-As Audit' })).toBeVisible();
  await textbox(page.getByRole('main'), 'Acted as (name or e-mail)').fill('candidate@demo');
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('From').fill(today);
  const entry = page.getByRole('row', { name: new RegExp(CANDIDATE.replace(/\./g, '\\.')) }).first();
  await expect(entry).toContainText(ADMIN);
  await expect(entry).toContainText('Alex Morgan marked a lesson of a course as Jordan Lee');
  await expect(entry).toContainText('Course progress reported by phone');
  await expect(entry).not.toContainText('POST /api/auth');
  await expectAccessible(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^act-as-audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream())!.toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(csv).toContain('When,Staff name,Staff e-mail,Acted-as name,Acted-as e-mail,Reason,IP address,Changes');
  expect(csv).toContain('Course progress reported by phone');
  expect(csv).toContain(CANDIDATE);
  expect(csv).toContain('Alex Morgan marked a lesson of a course as Jordan Lee');
});
