import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from './support';

test('a user with two involvements switches from candidate to charity representative', async ({ page }) => {
  await signIn(page, 'multi@demo.boardmatch.ca');
  await expect(page).toHaveURL(/\/candidate-profile|\/candidate/);
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'MY DASHBOARD' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: /user menu|account/i }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /LOGOUT/ })).toBeVisible();
  await menu.getByRole('menuitem', { name: /charity/i }).first().click();

  await expect(page).toHaveURL(/\/charity-profile/);
  await expect(nav.getByRole('link', { name: 'CHARITY DASHBOARD' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'POSTED POSITIONS' })).toBeVisible();
  await expectAccessible(page);

  // The choice is remembered: signing in again opens the charity view.
  await page.getByRole('button', { name: /user menu|account/i }).click();
  await page.getByRole('menuitem', { name: 'LOGOUT' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'multi@demo.boardmatch.ca');
  await expect(nav.getByRole('link', { name: 'CHARITY DASHBOARD' })).toBeVisible();
});
