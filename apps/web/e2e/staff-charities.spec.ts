import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, fillSignIn, linkIn, mainNav, signIn, textbox, waitForMail } from './support';

const DEMO_CHARITY = 'Don Valley Food Network';

const section = (dialog: Locator, heading: string) => dialog.locator('section').filter({ has: dialog.page().getByRole('heading', { name: heading }) });

async function openCharities(page: Page) {
  await mainNav(page).getByRole('link', { name: 'CHARITIES' }).click();
  await expect(page).toHaveURL(/\/boardmatch-charities/);
  await expect(page.getByRole('heading', { level: 1, name: 'Charities' })).toBeVisible();
}

async function search(page: Page, text: string) {
  await textbox(page.getByRole('main'), 'Search').fill(text);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

async function hosted(page: Page, charity: string, item: string, title: string) {
  await page.getByRole('button', { name: `More actions: ${charity}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('staff create a charity whose administrator verifies and signs in, look into the demo charity, act as its representative and delete a charity', async ({ page, browser }) => {
  const stamp = Date.now();
  const charityName = `Harbour Food Bank ${stamp}`;
  const administrator = `harbour-admin-${stamp}@example.org`;

  await signIn(page, 'admin@demo.boardmatch.ca');
  await openCharities(page);
  await expect(page.getByRole('cell', { name: DEMO_CHARITY, exact: true })).toBeVisible();
  await expectAccessible(page);

  // New Charity: the empty form is refused, a bad senior staff e-mail is named in the spec's words.
  await page.getByRole('button', { name: 'New Charity' }).click();
  const create = page.getByRole('dialog', { name: 'New Charity' });
  await create.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter all required fields marked red.')).toBeVisible();
  await expectAccessible(page);
  await textbox(create, 'Charity Name').fill(charityName);
  await textbox(create, 'Charitable Registration Number').fill(`8${String(stamp).slice(-4)} 3456 RR0001`);
  await textbox(create, 'Charity E-mail').fill(`office-${stamp}@example.org`);
  await create.getByRole('combobox', { name: 'Charity Type' }).click();
  await page.getByRole('option').nth(1).click();
  await textbox(create, 'Main Phone').fill('807-555-0100');
  await create.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Canada' }).click();
  await create.getByRole('combobox', { name: 'Province/State' }).click();
  await page.getByRole('option', { name: 'Ontario' }).click();
  await textbox(create, 'City').fill('Thunder Bay');
  const staff = section(create, 'Senior Staff');
  await textbox(staff, 'First Name').fill('Sol');
  await textbox(staff, 'Last Name').fill('Senior');
  await textbox(staff, 'Title').fill('Executive Director');
  await textbox(staff, 'E-mail').fill('not-an-email');
  await expect(staff.getByText('Email must be valid')).toBeVisible();
  await textbox(staff, 'E-mail').fill(`director-${stamp}@example.org`);
  await textbox(staff, 'Phone').fill('807-555-0101');
  const admin = section(create, 'Charity Administrator');
  await textbox(admin, 'E-mail').fill(administrator);
  await textbox(admin, 'Password').fill('Harbour-pass1!');
  await textbox(admin, 'Confirm Password').fill('Harbour-pass1!');
  await textbox(admin, 'First Name').fill('Hana');
  await textbox(admin, 'Last Name').fill('Harbour');
  await create.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Charity Created')).toBeVisible();
  await expect(create).toBeHidden();
  const created = await search(page, charityName);
  // A dash for the year it was not given, and one for its replies: no application answered yet.
  await expect(created.getByRole('cell', { name: '-', exact: true })).toHaveCount(2);

  // The administrator receives the verification e-mail, verifies and signs in.
  const mail = await waitForMail(administrator, /verify/i);
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await adminPage.goto(linkIn(mail));
  await expect(adminPage.getByText('Account has been verified. Please sign in using your username and password.')).toBeVisible();
  await fillSignIn(adminPage, administrator, 'Harbour-pass1!');
  await expect(adminPage).toHaveURL(/\/charity-onboarding/);
  const welcome = adminPage.getByRole('dialog', { name: 'Welcome to BoardMatch!' });
  await welcome.getByRole('button', { name: 'Close' }).last().click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Charity Onboarding' })).toBeVisible();
  await expectAccessible(adminPage);
  await adminContext.close();

  // The demo charity: its form saved again ('Charity Updated'), its board, postings and users.
  await search(page, DEMO_CHARITY);
  const edit = await hosted(page, DEMO_CHARITY, 'Edit', 'Update Charity');
  await expect(textbox(edit, 'Organization Name')).toHaveValue(DEMO_CHARITY);
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Charity Updated')).toBeVisible();
  await expect(edit).toBeHidden();
  const board = await hosted(page, DEMO_CHARITY, 'Board', `Board of ${DEMO_CHARITY}`);
  await expect(board.getByRole('table')).toBeVisible();
  await expect(board.getByRole('row')).not.toHaveCount(1);
  await expectAccessible(page);
  await board.getByRole('button', { name: 'Close' }).last().click();
  const postings = await hosted(page, DEMO_CHARITY, 'Postings', `Postings of ${DEMO_CHARITY}`);
  await expect(postings.getByRole('table')).toBeVisible();
  await expect(postings.getByRole('row')).not.toHaveCount(1);
  await expectAccessible(page);
  await postings.getByRole('button', { name: 'Close' }).last().click();
  const users = await hosted(page, DEMO_CHARITY, 'Users', `Users of ${DEMO_CHARITY}`);
  await expect(users.getByRole('cell', { name: 'charity@demo.boardmatch.ca' })).toBeVisible();
  await expect(users.getByRole('button', { name: 'EDIT' })).toHaveCount(0);
  await expectAccessible(page);

  // LOGIN acts as that representative after the admin password; a wrong one is refused.
  await users.getByRole('button', { name: /^Log in as Casey Nguyen/ }).click();
  const auth = page.getByRole('dialog', { name: 'Authenticate' });
  await expect(textbox(auth, 'Email')).toHaveValue('admin@demo.boardmatch.ca');
  await textbox(auth, 'Reason for acting as this user').fill('Posting a position the charity asked for');
  await textbox(auth, 'Password').fill('Wrong-pass1!');
  await auth.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Email or password is incorrect')).toBeVisible();
  await textbox(auth, 'Password').fill(DEMO_PASSWORD);
  await auth.getByRole('button', { name: 'Log In' }).click();
  const back = page.getByRole('button', { name: 'Back To Admin' });
  await expect(back).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'POSTED POSITIONS' })).toBeVisible();
  await expectAccessible(page);

  await back.click();
  const again = page.getByRole('dialog', { name: 'Authenticate' });
  await textbox(again, 'Email').fill('admin@demo.boardmatch.ca');
  await textbox(again, 'Password').fill(DEMO_PASSWORD);
  await again.getByRole('button', { name: 'Log In' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'CHARITIES' })).toBeVisible();
  await expect(back).toHaveCount(0);

  // Delete: after the question the charity is gone from the list.
  await openCharities(page);
  const doomed = await search(page, charityName);
  await doomed.getByRole('button', { name: `Delete: ${charityName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete charity' });
  await expect(confirm.getByText('Are you sure you would like to delete this charity?')).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Charity deleted')).toBeVisible();
  await expect(page.getByText('No charities match.')).toBeVisible();
});
