import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, fillSignIn, linkIn, textbox, waitForMail } from './support';

const PASSWORD = 'Privacy-pass1!';

/** Registers a candidate with the least the form asks for, and verifies the e-mail; answers the verification mail's text. */
async function register(page: Page, email: string, earlierMail?: string): Promise<string> {
  await page.goto('/registration');
  await textbox(page, 'E-mail').fill(email);
  await textbox(page, 'Password').fill(PASSWORD);
  await textbox(page, 'Confirm Password').fill(PASSWORD);
  await textbox(page, 'First Name').fill('Priya');
  await textbox(page, 'Last Name').fill('Keeps');
  await textbox(page, 'Main Phone').fill('416-555-0177');
  await textbox(page, 'Title/Position').fill('Privacy Officer');
  await textbox(page, 'Organization Name').fill('Harbour Data Trust');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Canada' }).click();
  await page.getByRole('combobox', { name: 'Province/State' }).click();
  await page.getByRole('option', { name: 'Ontario' }).click();
  await textbox(page, 'City').fill('Toronto');
  for (const field of ['Skills', 'Focus Areas']) {
    await page.getByRole('button', { name: `Add ${field}` }).click();
    const dialog = page.getByRole('dialog', { name: field });
    await dialog.getByRole('checkbox').nth(1).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('checkbox', { name: 'I agree to the release form terms and conditions' }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  // A second registration of the address waits for its own mail, not the first account's.
  let mail = await waitForMail(email, /verify/i);
  for (let tries = 0; mail.text === earlierMail && tries < 80; tries += 1) {
    await page.waitForTimeout(250);
    mail = await waitForMail(email, /verify/i);
  }
  expect(mail.text).not.toBe(earlierMail);
  await page.goto(linkIn(mail));
  await expect(page.getByText('Account has been verified. Please sign in using your username and password.')).toBeVisible();
  return mail.text;
}

test('a person downloads their data, deletes their account, and the e-mail registers again', async ({ page }) => {
  const email = `privacy-${Date.now()}@example.org`;
  const firstMail = await register(page, email);
  await fillSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/candidate-onboarding/);

  await page.goto('/user-information');
  const download = page.getByRole('button', { name: 'Download my data' });
  await expect(download).toBeVisible();
  await expectAccessible(page);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const bytes = await (await file.createReadStream())!.toArray().then((chunks) => Buffer.concat(chunks));
  // A ZIP file ('PK') that holds the person's data.
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.length).toBeGreaterThan(100);

  // Deleting asks for the password; a wrong one is named under the field and deletes nothing.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await textbox(confirm, 'Password').fill('Not-the-pass1!');
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(confirm.getByText('The password is incorrect')).toBeVisible();
  await expectAccessible(page);
  await textbox(confirm, 'Password').fill(PASSWORD);
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your account was deleted.')).toBeVisible();

  // The account is gone: signing in fails, and the same e-mail registers again.
  await fillSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(/incorrect/i).first()).toBeVisible();
  await register(page, email, firstMail);
  await fillSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/candidate-onboarding/);
});
