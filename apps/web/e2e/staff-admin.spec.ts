import { expect, test } from '@playwright/test';
import { expectAccessible, fillSignIn, linkIn, mainNav, signIn, textbox, waitForMail } from './support';

test('the Admin invites a staff member of role Staff, who sets a password, signs in without the admin section, and gets a password reset e-mail', async ({ page, browser, baseURL }) => {
  const email = `new.staff.${Date.now()}@example.org`;
  await page.goto('/login');
  await expectAccessible(page);
  await signIn(page, 'admin@demo.boardmatch.ca');
  await expect(mainNav(page).getByRole('link', { name: 'ADMIN SEARCH' })).toBeVisible();
  await page.goto('/boardmatch-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  const users = page.getByRole('table', { name: 'BoardMatch Users' });
  await expect(users.getByRole('row', { name: /admin@demo\.boardmatch\.ca/ })).toBeVisible();
  await expectAccessible(page);

  // The invite: empty first, then a bad e-mail, then the real one with the Staff role.
  await page.getByRole('button', { name: 'Invite User' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite User' });
  await invite.getByRole('button', { name: 'Submit' }).click();
  await expect(invite.getByText('Email can not be empty')).toBeVisible();
  await expect(invite.getByRole('combobox', { name: /Role/ })).toHaveText('Staff');
  await expectAccessible(page);
  await textbox(invite, 'Email').fill('not-an-email');
  await textbox(invite, 'First Name').fill('Noor');
  await textbox(invite, 'Last Name').fill('Haddad');
  await invite.getByRole('button', { name: 'Submit' }).click();
  await expect(invite).toBeVisible();
  await textbox(invite, 'Email').fill(email);
  await invite.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('BoardMatch Representative invited successfully')).toBeVisible();
  await expect(invite).toBeHidden();

  // A second invitation of someone already staff is refused.
  await page.getByRole('button', { name: 'Invite User' }).click();
  await textbox(invite, 'Email').fill('admin@demo.boardmatch.ca');
  await textbox(invite, 'First Name').fill('Ada');
  await textbox(invite, 'Last Name').fill('Again');
  await invite.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('This person is already a BoardMatch user.')).toBeVisible();
  await invite.getByRole('button', { name: 'Cancel' }).click();

  // The invitee, in a browser of their own, opens the e-mailed link and chooses a password.
  const mail = await waitForMail(email, /BoardMatch staff/i);
  const invitee = await browser.newContext({ baseURL });
  const p = await invitee.newPage();
  await p.goto(linkIn(mail));
  await expect(p).toHaveURL(/\/staff-invitation\//);
  await expect(p.getByRole('heading', { name: 'BoardMatch Staff Invitation' })).toBeVisible();
  await expect(p.getByText(`Choose a password for ${email}`, { exact: false })).toBeVisible();
  await expectAccessible(p);
  await textbox(p, 'Password').fill('weakpass');
  await textbox(p, 'Confirm Password').fill('weakpass');
  await p.getByRole('button', { name: 'Create Account' }).click();
  await expect(p.getByText('Use 8 or more characters with a mix of letters, numbers & symbols').first()).toBeVisible();
  await textbox(p, 'Password').fill('Staff-pass1!');
  await textbox(p, 'Confirm Password').fill('Staff-pass1!');
  await p.getByRole('button', { name: 'Create Account' }).click();
  await expect(p.getByText('Your BoardMatch staff account is ready. Please sign in.').first()).toBeVisible();
  await expectAccessible(p);
  await p.getByRole('link', { name: 'Sign In' }).click();
  await expect(p).toHaveURL(/\/login/);
  await expectAccessible(p);
  await fillSignIn(p, email, 'Staff-pass1!');
  const nav = mainNav(p);
  await expect(nav.getByRole('link', { name: 'ADMIN SEARCH' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'CANDIDATES' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'ADMIN', exact: true })).toHaveCount(0);
  await expectAccessible(p);
  await p.goto('/boardmatch-admin');
  await expect(p.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(p.getByRole('table', { name: 'BoardMatch Users' })).toHaveCount(0);
  await expectAccessible(p);

  // The Admin sees the new staff member and sends them a password reset e-mail.
  await page.reload();
  const row = users.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(row).toContainText('Noor Haddad');
  await expect(row).toContainText('Staff');
  await row.getByRole('button', { name: 'Send Password Reset Email' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you would like to send a password reset email to this user?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`Password Reset Email has been sent to ${email}.`)).toBeVisible();
  const reset = await waitForMail(email, /reset/i);
  expect(linkIn(reset)).toMatch(/\/reset-password\//);

  // Admin Roles and Social Media, as the Admin sees them.
  await page.getByRole('button', { name: 'Admin Roles' }).click();
  await expect(page.getByRole('table', { name: 'Permissions of Staff' })).toBeVisible();
  await page.getByRole('button', { name: 'Social Media' }).click();
  await expect(page.getByRole('table', { name: 'Social Media' }).getByText('LinkedIn')).toBeVisible();
  await expectAccessible(page);
  await invitee.close();
});
