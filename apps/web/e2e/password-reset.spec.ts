import { expect, test } from '@playwright/test';
import { expectAccessible, fillSignIn, linkIn, textbox, waitForMail } from './support';

test('a user who forgot the password resets it from the e-mail and signs in with the new one', async ({ page }) => {
  const email = 'newcandidate@demo.boardmatch.ca';
  await page.goto('/login');
  await textbox(page, 'Username (Email Address)').fill(email);
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password?' });
  await expect(textbox(dialog, 'Email')).toHaveValue(email);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Password reset link has been sent to your email')).toBeVisible();

  const mail = await waitForMail(email, /reset/i);
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL(/\/reset-password\//);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expectAccessible(page);
  await textbox(page, 'Password').fill('weakpass');
  await textbox(page, 'Confirm Password').fill('weakpass');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Use 8 or more characters with a mix of letters, numbers & symbols').first()).toBeVisible();
  await textbox(page, 'Password').fill('Changed-pass2?');
  await textbox(page, 'Confirm Password').fill('Changed-pass2?');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password has been reset successfully!').first()).toBeVisible();

  await page.goto('/login');
  await fillSignIn(page, email, 'Demo-pass1!');
  await expect(page.getByText('Username or Password is incorrect')).toBeVisible();
  await fillSignIn(page, email, 'Changed-pass2?');
  // Signed in (where to depends on how far this demo candidate got with onboarding in earlier journeys).
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: /Sam Taylor/ })).toBeVisible();
});
