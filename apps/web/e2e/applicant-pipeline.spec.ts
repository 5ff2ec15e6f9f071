import { expect, test, type Browser, type Page } from '@playwright/test';
import { applyFor, expectAccessible, mainNav, postNewPosition, signIn, waitForMail } from './support';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

test("a representative stars, notes and declines an applicant with a private reason; the candidate's e-mail holds the message, never the reason", async ({ browser }) => {
  const role = `Events Volunteer Lead ${Date.now() % 100000}`;
  const charity = await signedIn(browser, 'charity@demo.boardmatch.ca');
  const postingId = await postNewPosition(charity, role);
  const candidate = await signedIn(browser, 'candidate@demo.boardmatch.ca');
  await applyFor(candidate, postingId, role);

  // 'Needs a reply' finds the new applicant; the star puts them on the shortlist.
  await charity.goto('/charity-postings?tab=applications&needsReply=1');
  const row = charity.getByRole('row').filter({ hasText: role });
  await expect(row).toContainText('Application in Progress');
  await row.getByRole('button', { name: 'Shortlist Jordan Lee' }).click();
  await expect(row.getByRole('button', { name: 'Remove Jordan Lee from the shortlist' })).toHaveAttribute('aria-pressed', 'true');
  await charity.getByRole('button', { name: 'Shortlisted' }).click();
  await expect(charity.getByRole('row').filter({ hasText: role })).toBeVisible();

  // A private note, added once however fast it is pressed.
  await charity.getByRole('row').filter({ hasText: role }).getByRole('button', { name: 'VIEW' }).click();
  const dialog = charity.getByRole('dialog', { name: new RegExp(`^Application of Jordan Lee for ${role}`) });
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Strong on events; call on Tuesday.');
  await dialog.getByRole('button', { name: 'Add note' }).dblclick();
  await expect(charity.getByText('Note added.')).toBeVisible();
  await expect(dialog.getByText('Strong on events; call on Tuesday.')).toHaveCount(1);
  await expect(dialog.getByText('Casey Nguyen, ')).toHaveCount(1);
  await expectAccessible(charity);

  // Decline: a private reason, and the kind note in the candidate's language, made the charity's own.
  await dialog.getByRole('button', { name: 'Decline' }).click();
  const confirm = charity.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm.getByText('Are you sure you want to reject this application?')).toBeVisible();
  const message = confirm.getByRole('textbox', { name: 'Message to the candidate' });
  await expect(message).toHaveValue(/^Dear Jordan,/);
  await confirm.getByRole('combobox', { name: /Reason \(private\)/ }).click();
  await charity.getByRole('option', { name: 'Another candidate was a better fit' }).click();
  await message.fill('Thank you, Jordan. We loved your ideas for the spring fair.');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(charity.getByText('Application was declined')).toBeVisible();

  const mail = await waitForMail('candidate@demo.boardmatch.ca', new RegExp(`^Application for ${role}: Declined`));
  expect(mail.text).toContain('Thank you, Jordan. We loved your ideas for the spring fair.');
  expect(mail.text).not.toContain('Another candidate was a better fit');

  // History: the application, then the decline, each with who made it; the reason is the charity's to see.
  // Answered, it leaves 'Needs a reply' and stays on the shortlist.
  await charity.getByRole('button', { name: 'Needs a reply' }).click();
  await charity.getByRole('row').filter({ hasText: role }).getByRole('button', { name: 'VIEW' }).click();
  const history = charity.getByRole('dialog').getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').nth(0)).toContainText('Application in Progress, by Jordan Lee');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Declined, by Casey Nguyen');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Another candidate was a better fit');

  // The candidate sees the decline, and nothing of the star, the note or the reason.
  await mainNav(candidate).getByRole('link', { name: 'MY APPLICATIONS' }).click();
  const mine = candidate.getByRole('row').filter({ hasText: role }).first();
  await expect(mine).toContainText('Declined');
  await mine.getByRole('button', { name: 'VIEW' }).click();
  await expect(candidate.getByRole('dialog')).not.toContainText('Strong on events');
  await expect(candidate.getByRole('dialog')).not.toContainText('Another candidate was a better fit');
});
