import { expect, test, type Page } from '@playwright/test';
import { dayFromToday, expectAccessible, fillRichText, mainNav, signIn, textbox, waitForMail } from './support';

async function signOut(page: Page) {
  await page.getByRole('banner').locator('[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: 'LOGOUT' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('a charity posts a new position, shares it, and takes an applicant from Under Review through Interview to an offer the candidate accepts', async ({ page }) => {
  const role = `Literacy Committee Lead ${Date.now() % 100000}`;
  await signIn(page, 'charity@demo.boardmatch.ca');
  await mainNav(page).getByRole('link', { name: 'POSTED POSITIONS' }).click();
  await expect(page.getByRole('heading', { name: 'Posted Positions', level: 1 })).toBeVisible();
  await expectAccessible(page);

  // A new position, then a posting for it.
  await page.getByRole('button', { name: 'New Position', exact: true }).click();
  const positionDialog = page.getByRole('dialog', { name: 'New Position' });
  await textbox(positionDialog, 'Position Name').fill(role);
  await positionDialog.getByRole('checkbox', { name: 'This is a Board Position' }).uncheck();
  await positionDialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Position added Successfully!')).toBeVisible();

  await page.getByRole('button', { name: 'New Position Posting' }).click();
  const form = page.getByRole('dialog', { name: 'New Position Posting' });
  await form.getByRole('combobox', { name: /Board Position/ }).click();
  await page.getByRole('option', { name: role }).click();
  await form.getByLabel(/^Mandate Start Date/).fill(dayFromToday(30));
  await form.getByLabel(/^Expiry Date/).fill(dayFromToday(60));
  await form.getByLabel(/^Mandate End Date/).fill(dayFromToday(45));
  await expect(page.getByText('Expiry Date is after Mandate End Date. Expiry Date has been adjusted.')).toBeVisible();
  await form.getByLabel(/^Mandate End Date/).fill(dayFromToday(400));
  await fillRichText(form.getByRole('textbox', { name: /Description/ }), 'Lead our literacy committee: plan two reading drives a year.');
  await form.getByRole('button', { name: 'Add Skills' }).click();
  const skills = page.getByRole('dialog', { name: 'Skills' });
  await skills.getByRole('checkbox').first().check();
  await skills.getByRole('button', { name: 'Save' }).click();
  await textbox(form, 'List a Requirement').fill('Two evenings a month');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully Created New Posting.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: role });
  await expect(row).toContainText('OPEN');
  const postingId = (await row.getByRole('cell').first().innerText()).replace('#', '').trim();

  // Share it: the e-mail arrives with a link to the posting.
  await row.getByRole('button', { name: 'SHARE' }).click();
  const share = page.getByRole('dialog', { name: `Share Posting #${postingId}` });
  await expect(textbox(share, 'Subject')).toHaveValue(`Recommended Position - ${role} with Don Valley Food Network on BoardMatch`);
  await textbox(share, 'Recipient E-mail').fill('a.friend@example.org');
  await textbox(share, 'Recipient Name').fill('Alex');
  await share.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('This position posting has been sent.')).toBeVisible();
  const shared = await waitForMail('a.friend@example.org', /Recommended Position/);
  expect(shared.text).toContain(`/search?pid=${postingId}`);
  await signOut(page);

  // The candidate applies.
  await signIn(page, 'candidate@demo.boardmatch.ca');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/search?pid=${postingId}`);
  const summary = page.getByRole('dialog');
  await summary.getByLabel(/Notes/).fill('I ran the reading programme at my local library for three years.');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(new RegExp(`^Successfully applied for ${role}`))).toBeVisible();
  await signOut(page);

  // The charity moves the application: Under Review, Interview, Offer Extended.
  await signIn(page, 'charity@demo.boardmatch.ca');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/charity-postings');
  await page.getByRole('row').filter({ hasText: role }).getByRole('button', { name: /1 applicants for posting/ }).click();
  const application = page.getByRole('row').filter({ hasText: 'Jordan Lee' }).first();
  await expect(application).toContainText('Application in Progress');
  for (const [button, status] of [
    ['Under Review', 'Under Review'],
    ['Request Interview', 'Interview'],
    ['Extend Offer', 'Offer Extended'],
  ] as const) {
    await application.getByRole('button', { name: 'VIEW' }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^Application of Jordan Lee for ${role}`) });
    await dialog.getByRole('button', { name: button }).click();
    if (button === 'Request Interview') {
      // Requesting an interview proposes times for the candidate to choose from.
      const propose = page.getByRole('dialog', { name: 'Propose interview times' });
      await propose.getByLabel('Time 1').fill(`${dayFromToday(5)}T10:00`);
      await propose.getByLabel('Time 2').fill(`${dayFromToday(6)}T10:00`);
      await propose.getByRole('textbox', { name: /Place or video link/ }).fill('Our office, 12 Main St');
      await propose.getByRole('button', { name: 'Review' }).click();
      await page.waitForTimeout(500);
      await page.getByRole('dialog', { name: 'Send these interview times?' }).getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('Interview times sent to the candidate.')).toBeVisible();
      await expect(dialog.getByText('Waiting for the candidate to choose a time.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    } else {
      await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes' }).click();
      await expect(page.getByText("Application's status updated")).toBeVisible();
    }
    await expect(application).toContainText(status);
  }
  await application.getByRole('button', { name: 'VIEW' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Extend Offer' })).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await waitForMail('candidate@demo.boardmatch.ca', new RegExp(`${role}: Offer Extended`));
  await signOut(page);

  // The candidate accepts the offer.
  await signIn(page, 'candidate@demo.boardmatch.ca');
  await mainNav(page).getByRole('link', { name: 'MY APPLICATIONS' }).click();
  const mine = page.getByRole('row').filter({ hasText: role }).first();
  await expect(mine).toContainText('Offer Extended');
  await mine.getByRole('button', { name: 'VIEW' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog', { name: /confirm/i }).getByRole('button', { name: /yes/i }).click();
  await expect(page.getByText("Application's status updated")).toBeVisible();
  await expect(mine).toContainText('Offer Accepted');
});
