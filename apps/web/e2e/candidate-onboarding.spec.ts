import { expect, test } from '@playwright/test';
import { expectAccessible, mainNav, signIn } from './support';

/** A small but real PDF: the server checks uploads by their content, not only by their name. */
const RESUME_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a new candidate completes onboarding with a resume and the Academy course, applies, and withdraws', async ({ page }) => {
  await signIn(page, 'newcandidate@demo.boardmatch.ca');
  await expect(page).toHaveURL(/\/candidate-onboarding/);
  const welcome = page.getByRole('dialog', { name: 'Welcome to BoardMatch!' });
  await welcome.getByRole('checkbox', { name: 'Do not show this message again' }).check();
  await welcome.getByRole('button', { name: 'Close' }).last().click();
  await expect(welcome).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidate Onboarding' })).toBeVisible();
  await expectAccessible(page);

  // Step 1: the information from registration is there; Next saves it.
  await expect(page.getByLabel(/^First Name/)).toHaveValue('Sam');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: Next is refused until there is work experience.
  await expect(page.getByRole('button', { name: 'Add Work Experience' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please add at least one piece of work experience').first()).toBeVisible();

  await page.getByRole('button', { name: 'Add Work Experience' }).click();
  const experience = page.getByRole('dialog', { name: 'Add Work Experience' });
  await experience.getByRole('textbox', { name: 'Title' }).fill('Marketing Manager');
  await experience.getByRole('textbox', { name: 'Organization Name' }).fill('Northstar Marketing');
  await experience.getByRole('textbox', { name: 'Start Date' }).fill('2019-03-01');
  await experience.getByRole('textbox', { name: 'End Date' }).fill('2018-01-01');
  await expect(experience.getByText('End cannot be before start')).toBeVisible();
  await experience.getByRole('textbox', { name: 'End Date' }).fill('');
  await expect(experience.getByText('End cannot be before start')).toHaveCount(0);
  await expectAccessible(page);
  await experience.getByRole('button', { name: 'Submit' }).click();
  await expect(experience).toHaveCount(0);
  await expect(page.getByText('Northstar Marketing').first()).toBeVisible();

  // A file that only pretends to be a PDF is refused; the real one is kept.
  const upload = page.locator('input[type="file"]');
  await upload.setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not really a pdf') });
  await expect(page.getByRole('alert').filter({ hasText: /pdf|doc/i })).toBeVisible();
  await upload.setInputFiles({ name: 'Sam Taylor resume.pdf', mimeType: 'application/pdf', buffer: RESUME_PDF });
  await expect(page.getByText('Your resume has been uploaded.')).toBeVisible();
  await expect(page.getByText('Sam Taylor resume.pdf')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: position matching.
  await expect(page.getByRole('heading', { name: 'Position Matching' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: the orientation course on the built-in Academy, in a new window.
  await expect(page.getByText('To complete this onboarding step, please click the Training Course link below')).toBeVisible();
  const [course] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Training Course' }).click()]);
  await expect(course).toHaveURL(/\/academy\/1679471/);
  await expect(course.getByText('0% complete')).toBeVisible();
  await expectAccessible(course);
  // Each of the six lessons: open it from the list and mark it complete.
  for (let lesson = 1; lesson <= 6; lesson++) {
    await course.getByRole('button', { name: new RegExp(`^${lesson}\\. `) }).click();
    await course.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(course.getByText(`${Math.round((lesson / 6) * 100)}% complete`)).toBeVisible();
  }
  await expect(course.getByText('100% complete')).toBeVisible();
  await course.close();
  await page.getByRole('button', { name: /refresh course status/i }).click();
  await expect(page.getByText('Thank you for completing your training, please proceed to the next step, or revisit your orientation in the Training section')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 5: the release form, then Finish.
  await page.getByRole('checkbox', { name: /agree/i }).check();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/candidate-profile/);
  await expect(page.getByText('Thank you for completing your onboarding!')).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'MY APPLICATIONS' })).toBeEnabled();
  await expectAccessible(page);

  // Search from the header, open a posting and apply.
  await page.getByRole('textbox', { name: /search/i }).first().fill('treasurer');
  await page.getByRole('textbox', { name: /search/i }).first().press('Enter');
  await expect(page).toHaveURL(/\/search/);
  const tile = page.getByRole('button', { name: /Treasurer/ }).first();
  await expect(tile).toBeVisible();
  await expectAccessible(page);
  await tile.click();
  const summary = page.getByRole('dialog');
  await expect(summary.getByText(/#\d+/).first()).toBeVisible();
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText(/can not be empty/)).toBeVisible();
  await summary.getByLabel(/Notes/).fill('I have kept the books of two community groups and would like to help your board with its finances.');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/^Successfully applied for Treasurer/)).toBeVisible();
  await page.keyboard.press('Escape');

  // My Applications shows it; withdraw it.
  await mainNav(page).getByRole('link', { name: 'MY APPLICATIONS' }).click();
  await expect(page).toHaveURL(/\/candidate-postings/);
  const row = page.getByRole('row', { name: /Treasurer/ }).first();
  await expect(row).toContainText('Application in Progress');
  await expectAccessible(page);
  await row.getByRole('button', { name: 'VIEW' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Are you sure?')).toBeVisible();
  await page.getByRole('dialog', { name: /confirm|are you sure/i }).getByRole('button', { name: /yes|confirm|ok/i }).click();
  await expect(page.getByText('Application was withdrawn')).toBeVisible();
  await expect(page.getByRole('row', { name: /Treasurer/ }).first()).toContainText('Withdrawn');
});
