import { expect, test } from '@playwright/test';
import { expectAccessible, fillSignIn, linkIn, mainNav, signIn, textbox, waitForMail } from './support';

test('a charity invites a new board member from the board page, who registers from the e-mail and signs in to the charity', async ({ page }) => {
  const email = `board-${Date.now()}@example.org`;
  await signIn(page, 'charity@demo.boardmatch.ca');
  await mainNav(page).getByRole('link', { name: 'BOARD', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Board', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Board positions' });
  await expect(table.getByText('Current').first()).toBeVisible();
  await expectAccessible(page);

  // The Status filter shows past seats only.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Past' }).click();
  await expect(table.getByRole('cell', { name: 'Current', exact: true })).toHaveCount(0);
  await expect(table.getByText('Past').first()).toBeVisible();

  await page.getByRole('button', { name: 'New Board Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Board Member' });
  await dialog.getByRole('combobox', { name: /^Position/ }).click();
  await page.getByRole('option', { name: 'Director', exact: true }).click();
  await dialog.getByRole('switch', { name: 'Add New Representative' }).check();
  await expect(dialog.getByRole('combobox', { name: /Occupied By/ })).toHaveAttribute('aria-disabled', 'true');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('First Name can not be empty')).toBeVisible();
  await textbox(dialog, 'First Name').fill('Noor');
  await textbox(dialog, 'Last Name').fill('Haddad');
  await textbox(dialog, 'Email').fill(email);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Board member has been invited.')).toBeVisible();

  // Charity Admin lists the charity's people, its roles and its positions.
  await mainNav(page).getByRole('link', { name: 'ADMIN' }).click();
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Charity Representatives' }).getByText('charity@demo.boardmatch.ca')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Charity Roles' }).click();
  await expect(page.getByRole('table', { name: 'Permissions of Basic Access' })).toBeVisible();
  await page.getByRole('button', { name: 'Positions' }).click();
  await expect(page.getByRole('table', { name: 'Positions' }).getByText('Director', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The invitation opens the 'Charity Representative Registration' dialog.
  const invitation = await waitForMail(email, /invited/i);
  await page.getByRole('banner').locator('[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: 'LOGOUT' }).click();
  await page.goto(linkIn(invitation).replace(/^https?:\/\/[^/]+/, ''));
  const registration = page.getByRole('dialog', { name: 'Charity Representative Registration' });
  await expect(registration.getByText(/Don Valley Food Network/).first()).toBeVisible();
  await textbox(registration, 'Password').fill('Journey-pass1!');
  await textbox(registration, 'Confirm Password').fill('Journey-pass1!');
  await expectAccessible(page);
  await registration.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Account created successfully.')).toBeVisible();

  const verify = await waitForMail(email, /verify/i);
  await page.goto(linkIn(verify).replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByText('Account has been verified. Please sign in using your username and password.')).toBeVisible();
  await fillSignIn(page, email, 'Journey-pass1!');
  await expect(page).toHaveURL(/\/charity-onboarding/);
  // The charity's onboarding greets the new representative first.
  const welcome = page.getByRole('dialog', { name: 'Welcome to BoardMatch!' });
  await welcome.getByRole('button', { name: 'Close' }).last().click();
  await expect(welcome).toBeHidden();
  await expect(page.getByRole('banner')).toContainText('Don Valley');
});
