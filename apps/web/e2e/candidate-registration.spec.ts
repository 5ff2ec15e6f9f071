import { expect, test } from '@playwright/test';
import { expectAccessible, linkIn, waitForMail } from './support';

test('a candidate registers, verifies from the e-mail, signs in and lands on onboarding', async ({ page }) => {
  const email = `journey-${Date.now()}@example.org`;
  await page.goto('/registration');
  await expect(page.getByRole('heading', { name: 'Candidate Registration' })).toBeVisible();
  await expectAccessible(page);

  // The empty form is refused with the spec's words.
  await page.getByRole('button', { name: /^register$/i }).click();
  await expect(page.getByText('Please agree with terms and conditions.').or(page.getByText('Please enter all required fields marked red.')).first()).toBeVisible();

  await page.getByLabel('E-mail', { exact: false }).first().fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Journey-pass1!');
  await page.getByLabel('Confirm Password').fill('Journey-pass1!');
  await page.getByLabel('First Name').fill('Jordan');
  await page.getByLabel('Last Name').fill('Rivers');
  await page.getByLabel('Main Phone', { exact: false }).first().fill('416-555-0142');
  await page.getByLabel('Title/Position').fill('Financial Analyst');
  await page.getByLabel('Organization Name').fill('Maple Credit Union');
  await page.getByLabel('Country').click();
  await page.getByRole('option', { name: 'Canada' }).click();
  await page.getByLabel('Province/State').click();
  await page.getByRole('option', { name: 'Ontario' }).click();
  await page.getByLabel('City').fill('Toronto');

  await page.getByRole('button', { name: /add skills/i }).click();
  const skills = page.getByRole('dialog').last();
  await skills.getByRole('checkbox').first().check();
  await skills.getByRole('button', { name: /submit|save|done|select/i }).click();
  await page.getByRole('button', { name: /add focus areas/i }).click();
  const focus = page.getByRole('dialog').last();
  await focus.getByRole('checkbox').first().check();
  await focus.getByRole('button', { name: /submit|save|done|select/i }).click();

  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('checkbox', { name: 'I agree to the release form terms and conditions' }).check();
  // The release text may open in a dialog: close it.
  const release = page.getByRole('dialog');
  if (await release.isVisible().catch(() => false)) await release.getByRole('button', { name: /close|agree|ok/i }).first().click();
  await page.getByRole('button', { name: /^register$/i }).click();

  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('New Candidate is Registered Successfully! Welcome to Boardmatch!')).toBeVisible();

  // Signing in before verifying opens the not-verified dialog.
  await page.getByLabel('Username (Email Address)').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Journey-pass1!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Your account is not verified' })).toBeVisible();
  await page.keyboard.press('Escape');

  const mail = await waitForMail(email, /verify/i);
  await page.goto(linkIn(mail));
  await expect(page.getByText('Account has been verified. Please sign in using your username and password.')).toBeVisible();

  await page.getByLabel('Username (Email Address)').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Journey-pass1!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/candidate-onboarding/);
  await expectAccessible(page);
});
