import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, fillSignIn, mainNav, signIn, textbox } from './support';

const STAFF = 'admin@demo.boardmatch.ca';
const PASSWORD = 'Staff-made1!';

async function openCandidates(page: Page) {
  await mainNav(page).getByRole('link', { name: 'CANDIDATES' }).click();
  await expect(page).toHaveURL(/\/boardmatch-candidates/);
  await expect(page.getByRole('heading', { name: 'Candidates', level: 1 })).toBeVisible();
}

async function findRow(page: Page, email: string) {
  await textbox(page.getByRole('main'), 'Search').fill(email);
  const row = page.getByRole('row', { name: new RegExp(`^${email.replace(/[.]/g, '\\.')}`) });
  await expect(row).toBeVisible();
  return row;
}

test('staff create a candidate who signs in, deactivate them (their session ends, they cannot sign in), activate, edit and delete them', async ({ page, browser }) => {
  const email = `staff.made.${Date.now()}@example.org`;
  await signIn(page, STAFF);
  await openCandidates(page);
  await expectAccessible(page);

  // The filters offer the cities candidates live in, title-cased.
  await page.getByRole('combobox', { name: 'City' }).click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText(/^[A-Z]/);
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // New Candidate: the user form's rules.
  await page.getByRole('button', { name: 'New Candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Candidate' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('First Name can not be empty')).toBeVisible();
  await expect(page.getByText('Please enter all required fields marked red.')).toBeVisible();
  await expectAccessible(page);

  await textbox(dialog, 'Email').fill('not-an-email');
  await textbox(dialog, 'Password').fill('weak');
  await textbox(dialog, 'First Name').fill('Morgan');
  await textbox(dialog, 'Last Name').fill('Staffmade');
  await expect(dialog.getByText('Email must be valid')).toBeVisible();
  await expect(dialog.getByText('Password Complexity not met. Hover the ? icon for details.')).toBeVisible();
  await dialog.getByRole('button', { name: /^Password rules/ }).hover();
  await expect(page.getByRole('tooltip')).toContainText('At least 8 characters');

  await textbox(dialog, 'Email').fill('candidate@demo.boardmatch.ca');
  await textbox(dialog, 'Password').fill(PASSWORD);
  await textbox(dialog, 'Main Phone').fill('416-555-0142');
  await dialog.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Canada' }).click();
  await dialog.getByRole('combobox', { name: 'Province/State' }).click();
  await page.getByRole('option', { name: 'Ontario' }).click();
  await textbox(dialog, 'City').fill('Thunder Bay');
  await dialog.getByRole('button', { name: 'Add Skills' }).click();
  const skills = page.getByRole('dialog', { name: 'Skills' });
  await skills.getByRole('checkbox').first().check();
  await skills.getByRole('button', { name: 'Save' }).click();
  await dialog.getByRole('button', { name: 'Add Causes' }).click();
  const causes = page.getByRole('dialog', { name: 'Causes' });
  await causes.getByRole('checkbox').first().check();
  await causes.getByRole('button', { name: 'Save' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Email is already registered. Please, try another one.')).toBeVisible();

  await textbox(dialog, 'Email').fill(email);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Candidate Created')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The new candidate signs in with the password staff set (in another browser).
  const candidateContext = await browser.newContext();
  const candidate = await candidateContext.newPage();
  await signIn(candidate, email, PASSWORD);
  await expect(candidate).toHaveURL(/\/candidate-onboarding/);
  const welcome = candidate.getByRole('dialog', { name: 'Welcome to BoardMatch!' });
  await expect(welcome).toBeVisible();
  await expectAccessible(candidate);
  await welcome.getByRole('button', { name: 'Close' }).first().click();
  await expect(mainNav(candidate).getByRole('link', { name: 'MY DASHBOARD' })).toBeVisible();

  // Staff deactivate them: they move to Inactive.
  let row = await findRow(page, email);
  await row.getByRole('button', { name: /^Deactivate/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you would like to deactivate this candidate?' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Candidate disabled')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`^${email.replace(/[.]/g, '\\.')}`) })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Inactive' }).click();
  row = await findRow(page, email);
  await expectAccessible(page);

  // Their session ended: a candidate page sends them to sign in, and signing in is refused.
  await candidate.goto('/candidate-profile');
  await expect(candidate).toHaveURL(/\/login/);
  await fillSignIn(candidate, email, PASSWORD);
  await expect(candidate.getByText('This candidate account is inactive. Please contact BoardMatch.')).toBeVisible();
  await expect(candidate).toHaveURL(/\/login/);
  await expectAccessible(candidate);

  // Staff activate them again; they sign in.
  await row.getByRole('button', { name: /^Activate/ }).click();
  await page.getByRole('dialog', { name: 'Are you sure you would like to activate this candidate?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Candidate activated')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`^${email.replace(/[.]/g, '\\.')}`) })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Active', exact: true }).click();
  row = await findRow(page, email);

  await signIn(candidate, email, PASSWORD);
  await expect(candidate).toHaveURL(/\/candidate-onboarding/);
  await expect(candidate.getByRole('dialog', { name: 'Welcome to BoardMatch!' })).toBeVisible();
  await candidateContext.close();

  // Edit: the dialog shows their values and offers Log In As User.
  await row.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Update Candidate' });
  await expect(textbox(edit, 'Email')).toHaveValue(email);
  await expect(edit.getByRole('button', { name: 'Log In As User' })).toBeVisible();
  await expect(edit.getByRole('heading', { name: 'Resume' })).toBeVisible();
  await expectAccessible(page);
  await textbox(edit, 'First Name').fill('Morgana');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Candidate Updated')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`^${email.replace(/[.]/g, '\\.')}.*Morgana`) })).toBeVisible();

  // In French.
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('button', { name: 'Nouveau candidat' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Ville' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('group', { name: 'Langue' }).getByRole('button', { name: 'English' }).click();

  // Delete: gone from both tabs, and a user with nothing else can no longer sign in.
  row = await findRow(page, email);
  await row.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog', { name: 'Are you sure you would like to delete this candidate?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Candidate deleted')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`^${email.replace(/[.]/g, '\\.')}`) })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Inactive' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`^${email.replace(/[.]/g, '\\.')}`) })).toHaveCount(0);
  const afterContext = await browser.newContext();
  const after = await afterContext.newPage();
  await signIn(after, email, PASSWORD);
  // A deleted candidate's account is erased: the e-mail and password no longer sign anyone in.
  await expect(after.getByText(/incorrect/i).first()).toBeVisible();
  await expect(after).toHaveURL(/\/login/);
  await afterContext.close();
});
