import { expect, test } from '@playwright/test';
import { expectAccessible, linkIn, signIn, waitForMail } from './support';

test('a user who forgot the password resets it from the e-mail and signs in with the new one', async ({ page }) => {
  const email = 'newcandidate@demo.boardmatch.ca';
  await page.goto('/login');
  await page.getByLabel('Username (Email Address)').fill(email);
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: /submit/i }).click();
  await expect(page.getByText('Password reset link has been sent to your email')).toBeVisible();

  const mail = await waitForMail(email, /reset/i);
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL(/\/reset-password\//);
  await expectAccessible(page);
  await page.getByLabel('New Password').fill('weak');
  await page.getByLabel('Confirm Password').fill('weak');
  await page.getByRole('button', { name: /reset|submit|save/i }).click();
  await expect(page.getByText(/at least 8 characters/).first()).toBeVisible();
  await page.getByLabel('New Password').fill('Changed-pass2?');
  await page.getByLabel('Confirm Password').fill('Changed-pass2?');
  await page.getByRole('button', { name: /reset|submit|save/i }).click();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, email, 'Demo-pass1!');
  await expect(page.getByText('Username or Password is incorrect')).toBeVisible();
  await signIn(page, email, 'Changed-pass2?');
  await expect(page).toHaveURL(/\/candidate-onboarding/);
});
