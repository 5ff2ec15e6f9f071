import { expect, test } from '@playwright/test';
import { expectAccessible, fillRichText, fillSignIn, linkIn, textbox, waitForMail } from './support';

const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test('a new charity registers, verifies, completes every onboarding step with the orientation course and lands on its profile', async ({ page }) => {
  const stamp = Date.now();
  const admin = `charity-admin-${stamp}@example.org`;
  const senior = `charity-senior-${stamp}@example.org`;
  await page.goto('/charity-registration');
  await expect(page.getByRole('heading', { name: 'Charity Registration', level: 1 })).toBeVisible();
  await expectAccessible(page);

  const section = (name: string) => page.locator('section').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await textbox(page, 'Charity Name').fill(`Harbourfront Literacy ${stamp}`);
  await textbox(page, 'Charitable Registration Number').fill(`9${String(stamp).slice(-4)} 7777 RR0001`);
  await textbox(page, 'Charity E-mail').fill(`info-${stamp}@example.org`);
  await textbox(page, 'Main Phone').first().fill('416-555-0190');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Canada' }).click();
  await page.getByRole('combobox', { name: 'Province/State' }).click();
  await page.getByRole('option', { name: 'Ontario' }).click();
  await textbox(page, 'City').fill('Toronto');
  const staff = section('Senior Staff');
  await textbox(staff, 'First Name').fill('Mira');
  await textbox(staff, 'Last Name').fill('Patel');
  await textbox(staff, 'Title').fill('Executive Director');
  await textbox(staff, 'E-mail').fill(senior);
  await textbox(staff, 'Phone').fill('416-555-0191');
  const administrator = section('Charity Administrator');
  await textbox(administrator, 'E-mail').fill(admin);
  await textbox(administrator, 'Password').fill('Journey-pass1!');
  await textbox(administrator, 'Confirm Password').fill('Journey-pass1!');
  await textbox(administrator, 'First Name').fill('Owen');
  await textbox(administrator, 'Last Name').fill('Clarke');
  // Register opens the release form; registering needs the agreement.
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const release = page.getByRole('dialog', { name: 'Release Form' });
  await release.getByRole('checkbox', { name: 'I agree to the above terms and conditions.' }).check();
  await release.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('New Charity is Registered Successfully! Welcome to Boardmatch!')).toBeVisible();

  const mail = await waitForMail(admin, /verify/i);
  await page.goto(linkIn(mail));
  await expect(page.getByText('Account has been verified. Please sign in using your username and password.')).toBeVisible();
  await fillSignIn(page, admin, 'Journey-pass1!');
  await expect(page).toHaveURL(/\/charity-onboarding/);
  const welcome = page.getByRole('dialog', { name: 'Welcome to BoardMatch!' });
  await welcome.getByRole('checkbox', { name: 'Do not show this message again' }).check();
  await welcome.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Charity Onboarding' })).toBeVisible();
  await expectAccessible(page);

  // Step 6: the charity details. An empty mission and vision are refused in the spec's words.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please fill out all required fields.')).toBeVisible();
  await expect(page.getByText('Must be filled').first()).toBeVisible();
  await page.getByRole('combobox', { name: /Year of Incorporation/ }).click();
  await page.getByRole('option', { name: '1998' }).click();
  await page.getByRole('combobox', { name: /Scope/ }).click();
  await page.getByRole('option', { name: 'Local' }).click();
  await page.getByRole('radio').first().check();
  await fillRichText(page.getByRole('textbox', { name: 'Mission' }), 'Every adult in our city can read the news, a lease and a prescription.');
  await page.getByRole('button', { name: 'Add Areas of Focus' }).click();
  const picker = page.getByRole('dialog', { name: 'Areas of Focus' });
  await picker.getByRole('checkbox').nth(1).check();
  await picker.getByRole('button', { name: 'Save' }).click();
  await expect(picker).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Successfully updated details.')).toBeVisible();

  // Step 7: position matching. A No to a yes/no question says why it can not be.
  await expect(page.getByRole('heading', { name: 'Position Matching', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Program' }).click();
  await textbox(page, 'Program Name').fill('Evening Reading Circles');
  await textbox(page, 'Program Details').fill('Weekly tutoring for adults learning to read');
  for (const [label, option] of [
    ['Board Type', 'Governance Board'],
    ['Development Stage', 'Established'],
    ['Funding Status', 'Stable'],
    ['Length of Board Term (years)', '3 year(s)'],
    ['Times a Term Is Renewable', 'No Limit'],
    ['Board Work Hours per Month', '5 to 10 hours per month'],
  ] as const) {
    await page.getByRole('combobox', { name: new RegExp(`^${label.replace(/[()$]/g, '\\$&')}`) }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  for (const [label, value] of [
    ['Operating Budget (current year, $)', '180000'],
    ['Number of Paid Staff', '3'],
    ['Number of Volunteers', '45'],
    ['Maximum Board Size', '9'],
    ['Board Meetings per Year', '10'],
  ] as const) {
    await page.getByRole('spinbutton', { name: label }).fill(value);
  }
  await textbox(page, 'Board Meeting Time and Day').fill('Second Tuesday, 6 pm');
  await textbox(page, 'Board Meeting Location').fill('Central library, room 2');
  await textbox(page, 'Extra Activities Expected of Board Members').fill('The spring book fair');
  const t3010 = page.getByRole('radiogroup', { name: /T3010/ });
  await t3010.getByRole('radio', { name: 'No' }).check();
  await expect(page.getByText(/^The answer can not be/)).toBeVisible();
  await t3010.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('radiogroup', { name: /remittances/ }).getByRole('radio', { name: 'Yes' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 8: the charity orientation course on the built-in Academy, in a new window.
  await expect(page.getByText('To complete this onboarding step, please click the Training Course link below')).toBeVisible();
  await expect(page.getByRole('button', { name: 'refresh course status' })).toBeVisible();
  const [course] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Training Course' }).click()]);
  await expect(course).toHaveURL(/\/academy\/1679472/);
  for (let lesson = 1; lesson <= 3; lesson++) {
    await course.getByRole('button', { name: new RegExp(`^${lesson}\\. `) }).click();
    await course.getByRole('button', { name: 'Mark as complete' }).click();
  }
  await expect(course.getByText('100% complete')).toBeVisible();
  await course.close();
  await page.getByRole('button', { name: 'refresh course status' }).click();
  await expect(page.getByText('Thank you for completing your training, please proceed to the next step, or revisit your orientation in the Training section')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 9: the release form, then Finish lands on the charity profile.
  await expect(page.getByRole('heading', { name: 'Release Form', level: 2 })).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/charity-profile/);
  await expect(page.getByText('Thank you for completing your onboarding!')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Harbourfront Literacy ${stamp}` })).toBeVisible();
  await expect(page.getByText('Evening Reading Circles')).toBeVisible();
  await expect(page.getByRole('button', { name: 'EDIT' })).toBeVisible();
  await expectAccessible(page);

  // A profile picture for the charity.
  await page.getByRole('button', { name: 'Change Profile Image' }).click();
  const picture = page.getByRole('dialog', { name: 'Profile Picture' });
  await picture.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
  await picture.getByRole('button', { name: 'Save Picture' }).click();
  await expect(page.getByText('Your picture has been updated.')).toBeVisible();
  await expect(picture).toBeHidden();

  // The header's full-screen 'Update Charity' opens the same form, filled in.
  await page.getByRole('banner').locator('[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: 'Update Charity' }).click();
  const update = page.getByRole('dialog', { name: 'Update Charity' });
  await expect(textbox(update, 'Organization Name')).toHaveValue(`Harbourfront Literacy ${stamp}`);
  await expect(textbox(update, 'Program Name')).toHaveValue('Evening Reading Circles');
  await expectAccessible(page);
  await update.getByRole('button', { name: 'Cancel' }).click();
  await expect(update).toBeHidden();
});
