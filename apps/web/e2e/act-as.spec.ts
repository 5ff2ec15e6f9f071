import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, mainNav, signIn, textbox } from './support';

test('an administrator finds a candidate in admin search, acts as them and goes back to admin', async ({ page }) => {
  await signIn(page, 'admin@demo.boardmatch.ca');
  const nav = mainNav(page);
  await nav.getByRole('link', { name: 'ADMIN SEARCH' }).click();
  await expect(page).toHaveURL(/\/boardmatch-search/);
  await expect(page.getByRole('heading', { name: 'Search for Candidates & Charities..' })).toBeVisible();
  await expect(page.getByText('Type a name or an e-mail address to find candidates and charities.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: 'Name or e-mail of a candidate or charity' }).fill('candidate@demo.boardmatch.ca');
  const row = page.getByRole('region', { name: /Candidates/ }).getByRole('row', { name: /^candidate@demo\.boardmatch\.ca/ });
  await expect(row).toBeVisible();
  await expectAccessible(page);
  await row.getByRole('button', { name: /^Login As/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Authenticate' });
  // Acting asks why: without a reason nothing is sent.
  await textbox(dialog, 'Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(dialog.getByText('Reason for acting as this user can not be empty')).toBeVisible();
  await textbox(dialog, 'Reason for acting as this user').fill('Helping with the profile by phone');
  await textbox(dialog, 'Password').fill('Wrong-pass1!');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Email or password is incorrect')).toBeVisible();
  await textbox(dialog, 'Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Log In' }).click();

  await expect(nav.getByRole('link', { name: 'MY DASHBOARD' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are acting as Jordan Lee (candidate@demo.boardmatch.ca).' })).toBeVisible();
  const back = page.getByRole('button', { name: 'Back To Admin' });
  await expect(back).toBeVisible();
  await expectAccessible(page);

  await back.click();
  const auth = page.getByRole('dialog', { name: 'Authenticate' });
  await textbox(auth, 'Email').fill('admin@demo.boardmatch.ca');
  await textbox(auth, 'Password').fill(DEMO_PASSWORD);
  await auth.getByRole('button', { name: 'Log In' }).click();
  await expect(nav.getByRole('link', { name: 'ADMIN SEARCH' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back To Admin' })).toHaveCount(0);
});
