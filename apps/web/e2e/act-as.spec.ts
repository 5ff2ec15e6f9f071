import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, mainNav, signIn, textbox } from './support';

test('an administrator acts as a candidate and goes back to admin', async ({ page }) => {
  await signIn(page, 'admin@demo.boardmatch.ca');
  const nav = mainNav(page);
  await expect(nav.getByRole('tab', { name: 'ADMIN SEARCH' })).toBeVisible();
  await nav.getByRole('tab', { name: 'CANDIDATES' }).click();
  await expect(page).toHaveURL(/\/boardmatch-candidates/);
  await expect(page.getByRole('heading', { name: 'Candidates' })).toBeVisible();
  await expectAccessible(page);

  await textbox(page.getByRole('main'), 'Search').fill('candidate@demo.boardmatch.ca');
  const row = page.getByRole('row', { name: /^candidate@demo\.boardmatch\.ca/ });
  await row.getByRole('button', { name: 'Login As' }).click();

  const dialog = page.getByRole('dialog', { name: 'Authenticate' });
  await textbox(dialog, 'Password').fill('Wrong-pass1!');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Email or password is incorrect')).toBeVisible();
  await textbox(dialog, 'Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Log In' }).click();

  await expect(nav.getByRole('tab', { name: 'MY DASHBOARD' })).toBeVisible();
  const back = page.getByRole('button', { name: 'Back To Admin' });
  await expect(back).toBeVisible();
  await expectAccessible(page);

  await back.click();
  const auth = page.getByRole('dialog', { name: 'Authenticate' });
  await textbox(auth, 'Email').fill('admin@demo.boardmatch.ca');
  await textbox(auth, 'Password').fill(DEMO_PASSWORD);
  await auth.getByRole('button', { name: 'Log In' }).click();
  await expect(nav.getByRole('tab', { name: 'ADMIN SEARCH' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back To Admin' })).toHaveCount(0);
});
