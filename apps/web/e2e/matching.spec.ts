import { expect, test, type Browser, type Page } from '@playwright/test';
import { allMail, expectAccessible, postNewPosition, signIn, waitForMail } from './support';

const CHARITY = 'charity@demo.boardmatch.ca';
const CANDIDATE = 'candidate@demo.boardmatch.ca';
/** Skills the demo candidate (Jordan Lee, a Chartered Professional Accountant) holds. */
const SKILLS = ['Finance & Accounting', 'Audit & Risk Management', 'Governance'];

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}


test('a representative invites a suggested candidate to apply; the candidate gets one e-mail and sees the posting recommended', async ({ browser }) => {
  const role = `Audit Committee Chair ${Date.now() % 100000}`;

  // The candidate lets charities find and review their profile: only such candidates are suggested.
  const candidate = await signedIn(browser, CANDIDATE);
  await candidate.goto('/candidate-profile');
  await candidate.getByRole('tab', { name: 'Matching Preferences' }).click();
  await candidate.getByRole('button', { name: /^Edit$/i }).click();
  const allow = candidate.getByRole('checkbox', { name: 'I allow charities to find and review my profile' });
  await allow.check();
  await candidate.getByRole('button', { name: /^Submit$/i }).click();
  await expect(candidate.getByText('Successfully updated your Matchmaking preferences.')).toBeVisible();

  const charity = await signedIn(browser, CHARITY);
  const postingId = await postNewPosition(charity, role, SKILLS);

  // 'Suggested candidates' of the new posting: Jordan Lee, with why (the shared skills, by name) and gaps.
  await charity.getByRole('row').filter({ hasText: role }).getByRole('button', { name: `Suggested candidates #${postingId}` }).click();
  const dialog = charity.getByRole('dialog', { name: `Suggested candidates for #${postingId}` });
  const jordan = dialog.getByRole('listitem', { name: 'Jordan Lee' });
  await expect(jordan).toBeVisible();
  const why = jordan.getByRole('list', { name: 'Why' });
  for (const skill of SKILLS) await expect(why.getByText(skill, { exact: true })).toBeVisible();
  await expect(jordan.getByText('Gaps')).toBeVisible();
  await expect(jordan.getByLabel(/^Fit score: \d+ out of 100$/)).toBeVisible();
  await expect(jordan.getByRole('link', { name: 'Jordan Lee' })).toHaveAttribute('href', new RegExp(`/search\\?cid=\\d+&pid=${postingId}$`));
  await expectAccessible(charity);

  // A double click sends one invitation; the button then says 'Invited', and still does when the dialog opens again.
  await jordan.getByRole('button', { name: 'Invite Jordan Lee to apply' }).dblclick();
  await expect(charity.getByText('Invitation sent to Jordan Lee.')).toBeVisible();
  await expect(jordan.getByRole('button', { name: 'Invited' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await charity.reload();
  await charity.getByRole('row').filter({ hasText: role }).getByRole('button', { name: `Suggested candidates #${postingId}` }).click();
  await expect(dialog.getByRole('listitem', { name: 'Jordan Lee' }).getByRole('button', { name: 'Invited' })).toBeDisabled();

  // One e-mail, to the candidate: the charity, the position, a link to the posting, and that they may ignore it.
  const subject = new RegExp(`^Don Valley Food Network invites you to apply: ${role}$`);
  const mail = await waitForMail(CANDIDATE, subject);
  expect(mail.text).toContain(`/search?pid=${postingId}`);
  expect(mail.text).toContain('you may ignore this message');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(allMail().filter((m) => subject.test(m.subject))).toHaveLength(1);
  expect(allMail().filter((m) => subject.test(m.subject))[0]!.to).toEqual([CANDIDATE]);

  // On a phone, the candidate's home page recommends the posting, marked as an invitation, and opens it.
  await candidate.setViewportSize({ width: 390, height: 844 });
  await candidate.goto('/candidate');
  const recommended = candidate.getByRole('region', { name: 'Recommended for you' });
  const card = recommended.getByRole('listitem', { name: `${role}, Don Valley Food Network` });
  await expect(card).toBeVisible();
  await expect(card.getByText('The charity invited you to apply')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Why' }).getByText('Governance', { exact: true })).toBeVisible();
  await expectAccessible(candidate);
  await card.getByRole('button', { name: `View ${role} at Don Valley Food Network` }).click();
  await expect(candidate.getByRole('dialog').getByText(role).first()).toBeVisible();
});
