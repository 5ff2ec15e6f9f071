import { expect, test } from '@playwright/test';
import { expectAccessible, mainNav, signIn } from './support';

test('a user with two involvements switches from candidate to charity representative', async ({ page }) => {
  await signIn(page, 'multi@demo.boardmatch.ca');
  await expect(page).toHaveURL(/\/candidate-profile/);
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'MY DASHBOARD' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('banner').locator('[aria-haspopup="menu"]').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /LOGOUT/ })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'BoardMatch PLEDGER' })).toHaveAttribute('aria-current', 'true');
  await menu.getByRole('menuitem', { name: 'BOW RIVER LITERACY SOCIETY' }).click();

  await expect(page).toHaveURL(/\/charity-profile/);
  await expect(nav.getByRole('link', { name: 'CHARITY DASHBOARD' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'POSTED POSITIONS' })).toBeVisible();
  await expectAccessible(page);

  // The choice is remembered: signing in again opens the charity view.
  await page.getByRole('banner').locator('[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: 'LOGOUT' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'multi@demo.boardmatch.ca');
  await expect(nav.getByRole('link', { name: 'CHARITY DASHBOARD' })).toBeVisible();
});
