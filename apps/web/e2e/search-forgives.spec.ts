import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from './support.ts';

// The search box forgives: a transposed letter, an unfinished last word and missing accents still find.
test('search finds a charity by a transposed letter, a posting by a prefix and a charity without its accents', async ({ page }) => {
  await signIn(page, 'candidate@demo.boardmatch.ca');
  await expect(page).not.toHaveURL(/\/login/);

  // 'Necwomer': one transposition from 'Newcomer'. The server's page already holds the charities found, before any script.
  const served = await page.request.get('/search?text=Necwomer');
  expect(await served.text()).toContain('Maple Leaf Newcomer Services');
  await page.goto('/search?text=Necwomer');
  await expect(page.getByRole('button', { name: /Maple Leaf Newcomer Services/ }).first()).toBeVisible();
  await expectAccessible(page);

  // 'treas': the last word is a prefix of Treasurer.
  await page.goto('/search?text=treas');
  await expect(page.getByRole('button', { name: /Treasurer/ }).first()).toBeVisible();
  await expectAccessible(page);

  // No accents typed, the accented name found; the exact name ranks first.
  await page.goto('/search?text=federation%20des%20aines%20francophones');
  const charity = page.getByRole('button', { name: /Fédération des aînés francophones de Fredericton/ }).first();
  await expect(charity).toBeVisible();
  await expectAccessible(page);
  await charity.click();
  await expect(page.getByRole('heading', { name: /Fédération des aînés francophones de Fredericton/ }).first()).toBeVisible();
  await expectAccessible(page);
});
