import { expect, test } from '@playwright/test';
import { expectAccessible, fillSignIn, linkIn, textbox, waitForMail } from './support';

test('a candidate registers, verifies from the e-mail, signs in and lands on onboarding', async ({ page }) => {
  const email = `journey-${Date.now()}@example.org`;
  await page.goto('/registration');
  await expect(page.getByRole('heading', { name: 'Candidate Registration', level: 1 })).toBeVisible();
  await expectAccessible(page);

  // The empty form is refused with the spec's words and nothing is sent.
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Title/Position can not be empty')).toBeVisible();
  await expect(page.getByText('Must select at least one').first()).toBeVisible();

  await textbox(page, 'E-mail').fill(email);
  await textbox(page, 'Password').fill('Journey-pass1!');
  await textbox(page, 'Confirm Password').fill('Journey-pass1!');
  await textbox(page, 'First Name').fill('Jordan');
  await textbox(page, 'Last Name').fill('Rivers');
  await textbox(page, 'Main Phone').fill('416-555-0142');
  await textbox(page, 'Title/Position').fill('Financial Analyst');
  await textbox(page, 'Organization Name').fill('Maple Credit Union');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Canada' }).click();
  await page.getByRole('combobox', { name: 'Province/State' }).click();
  await page.getByRole('option', { name: 'Ontario' }).click();
  await textbox(page, 'City').fill('Toronto');

  for (const field of ['Skills', 'Focus Areas']) {
    await page.getByRole('button', { name: `Add ${field}` }).click();
    const dialog = page.getByRole('dialog', { name: field });
    await dialog.getByRole('checkbox').nth(1).check();
    await dialog.getByRole('checkbox').nth(2).check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  await page.getByRole('radio', { name: 'Yes' }).check();
  // Without the release form the registration is refused.
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Please agree with terms and conditions.').first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'I agree to the release form terms and conditions' }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('New Candidate is Registered Successfully! Welcome to Boardmatch!')).toBeVisible();
  await expectAccessible(page);

  // Signing in before verifying opens the not-verified dialog.
  await fillSignIn(page, email, 'Journey-pass1!');
  const notVerified = page.getByRole('dialog', { name: 'Your account is not verified' });
  await expect(notVerified).toBeVisible();
  await notVerified.getByRole('button', { name: /close/i }).first().click();

  const mail = await waitForMail(email, /verify/i);
  await page.goto(linkIn(mail));
  await expect(page.getByText('Account has been verified. Please sign in using your username and password.')).toBeVisible();

  await fillSignIn(page, email, 'Journey-pass1!');
  await expect(page).toHaveURL(/\/candidate-onboarding/);
  // A new candidate is greeted first; the stepper behind the greeting is what the check is for.
  const welcome = page.getByRole('dialog', { name: 'Welcome to BoardMatch!' });
  await welcome.getByRole('button', { name: 'Close' }).last().click();
  await expect(welcome).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidate Onboarding' })).toBeVisible();
  await expectAccessible(page);
});
