import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from './support';

test('a charity representative finds candidates who allowed it and reads a profile', async ({ page }) => {
  await signIn(page, 'charity@demo.boardmatch.ca');
  const search = page.getByRole('search');
  await search.getByRole('textbox').fill('accounting');
  await search.getByRole('textbox').press('Enter');
  await expect(page).toHaveURL(/\/search/);
  await expect(page.getByRole('heading', { name: 'Search Results For: "accounting"' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Candidates' })).toBeChecked();

  const candidates = page.getByRole('region', { name: /^Candidates/ });
  await expect(candidates.getByText(/\d+ Result\(s\)/)).toBeVisible();
  const tile = candidates.getByRole('button', { name: /^View profile of / }).filter({ hasText: 'Accountant' }).first();
  await expect(tile).toBeVisible();
  const name = (await tile.getByRole('heading').innerText()).trim();
  await expectAccessible(page);

  await tile.click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About Me' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why do I want to Volunteer?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Experience' })).toBeVisible();
  await expectAccessible(page);
});
