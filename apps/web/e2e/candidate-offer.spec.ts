import { expect, test } from '@playwright/test';
import { expectAccessible, mainNav, signIn } from './support';

test('a candidate accepts the offer a charity extended', async ({ page }) => {
  await signIn(page, 'candidate@demo.boardmatch.ca');
  await mainNav(page).getByRole('link', { name: 'MY APPLICATIONS' }).click();
  await expect(page).toHaveURL(/\/candidate-postings/);
  await expect(page.getByText('See all currently Board positions that you applied to.')).toBeVisible();

  const offer = page.getByRole('row').filter({ hasText: 'Offer Extended' }).first();
  const position = (await offer.getByRole('cell').first().innerText()).trim();
  await offer.getByRole('button', { name: 'VIEW' }).click();
  const dialog = page.getByRole('dialog');
  // An offer is answered with Accept or Deny (not Withdraw).
  await expect(dialog.getByRole('button', { name: 'Deny' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Please confirm that you are accepting this offer.')).toBeVisible();
  await page.getByRole('dialog', { name: /confirm/i }).getByRole('button', { name: /yes|confirm|ok|accept/i }).last().click();
  await expect(page.getByText("Application's status updated")).toBeVisible();

  const accepted = page.getByRole('row').filter({ hasText: position }).first();
  await expect(accepted).toContainText('Offer Accepted');
  // Accepted is final: no more actions on it.
  await accepted.getByRole('button', { name: 'VIEW' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: /^(Accept|Deny|Withdraw)$/ })).toHaveCount(0);
});
