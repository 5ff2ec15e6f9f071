import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, noSession, sessionBody } from '@/test/mock-api.ts';
import { makeSession } from '@/test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());
// jsdom has no object URLs: the chosen image's preview uses one.
URL.createObjectURL = vi.fn(() => 'blob:preview');
URL.revokeObjectURL = vi.fn();

const NOT_ALLOWED = 'Not allowed';
const STAFF_ROLE_CLAIMS = { 'boardmatch-search.read': 1, 'candidates.read': 1, 'charities.read': 1, 'user-information.read': 1 };
const USERS = {
  users: [
    { id: 1, userId: 11, firstName: 'Pat', lastName: 'Lee', email: 'pat@example.org', role: { id: 1, name: 'Admin' } },
    { id: 2, userId: 21, firstName: 'Sam', lastName: 'Park', email: 'sam@example.org', role: { id: 2, name: 'Staff' } },
  ],
  total: 2,
};
const ROLES = [
  { id: 1, name: 'Admin', permissions: [{ claim: 'boardmatch-admin', description: 'Staff administration', reads: true }, { claim: 'candidates', description: 'Staff management of candidates', reads: true }] },
  { id: 2, name: 'Staff', permissions: [{ claim: 'boardmatch-admin', description: 'Staff administration', reads: false }, { claim: 'candidates', description: 'Staff management of candidates', reads: true }] },
];
const PENDING = {
  invitations: [{ id: 7, email: 'nia@example.org', firstName: 'Nia', lastName: 'Ray', role: { id: 2, name: 'Staff' }, createdAt: '2026-11-20T10:00:00.000Z', expiresAt: '2026-12-04T10:00:00.000Z' }],
  total: 1,
};
const TYPES = [
  { id: 1, name: 'LinkedIn', imageId: 40, imageUrl: '/api/images/40' },
  { id: 2, name: 'Facebook', imageId: null, imageUrl: null },
];

function open(path: string, routes: Parameters<typeof mockApi>[0] = {}, claims?: Record<string, number>) {
  const api = mockApi({
    ...LOOKUPS,
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession({ selected: 'boardmatch', claims }) },
    'PUT /api/users/state': { status: 204 },
    'POST /api/staff/users/read': { status: 200, body: USERS },
    'GET /api/staff/roles': { status: 200, body: ROLES },
    'GET /api/social-media-types': { status: 200, body: TYPES },
    ...routes,
  });
  const rendered = renderApp(path);
  return { api, router: rendered.router, user: userEvent.setup({ delay: null, applyAccept: false }) };
}

describe('Staff Admin page', () => {
  it('lists the staff with name, e-mail and role, asking with AdminOverride; no Delete on oneself', async () => {
    const { api } = open('/boardmatch-admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' }, { timeout: 8000 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'BoardMatch Users' });
    expect(await within(table).findByText('Sam Park')).toBeInTheDocument();
    expect(within(table).getByText('sam@example.org')).toBeInTheDocument();
    expect(within(table).getByText('Staff')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Delete Sam Park' })).toBeInTheDocument();
    // The signed-in user (id 11) cannot delete themself.
    expect(within(table).queryByRole('button', { name: 'Delete Pat Lee' })).toBeNull();
    expect(api.callsTo('POST', '/api/staff/users/read')[0]!.body).toMatchObject({ Filters: [{ name: 'AdminOverride', values: [1] }] });
    expect(screen.getByRole('button', { name: 'Admin Roles' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Social Media' })).toBeInTheDocument();
  });

  it('lists the undelivered mail with recipient, subject, when and the refusal, asking with AdminOverride', async () => {
    const mails = { mails: [{ id: 3, to: 'gone@example.org', subject: 'Your invitation', failedAt: '2026-11-20T10:00:00.000Z', reason: '550 5.1.1 Mailbox unavailable' }], total: 1 };
    const { api, user } = open('/boardmatch-admin', { 'POST /api/staff/undelivered-mail/read': { status: 200, body: mails } });
    await user.click(await screen.findByRole('button', { name: 'Undelivered mail' }, { timeout: 8000 }));
    const table = await screen.findByRole('table', { name: 'Undelivered mail' });
    expect(await within(table).findByText('gone@example.org')).toBeInTheDocument();
    expect(within(table).getByText('Your invitation')).toBeInTheDocument();
    expect(within(table).getByText('550 5.1.1 Mailbox unavailable')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Refusal' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/staff/undelivered-mail/read')[0]!.body).toMatchObject({ Filters: [{ name: 'AdminOverride', values: [1] }] });
  });

  it("lists the scheduled jobs with last run, outcome and next run, and 'Run now' runs one and shows its outcome", async () => {
    const lastRun = { startedAt: '2026-11-26T08:30:00.000Z', finishedAt: '2026-11-26T08:30:01.000Z', outcome: 'succeeded', summary: { unverifiedAccounts: 2, mailBodies: 1 } };
    const jobs = { jobs: [{ name: 'retention', lastRun: null, nextRun: '2026-11-28T08:30:00.000Z' }] };
    const { api, user } = open('/boardmatch-admin', {
      'GET /api/staff/scheduled-jobs': { status: 200, body: jobs },
      'POST /api/staff/scheduled-jobs/retention/run': { status: 200, body: lastRun },
    });
    await user.click(await screen.findByRole('button', { name: 'Scheduled jobs' }, { timeout: 8000 }));
    const table = await screen.findByRole('table', { name: 'Scheduled jobs' });
    expect(await within(table).findByText('Data retention')).toBeInTheDocument();
    expect(within(table).getByText('Not run yet')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Next run' })).toBeInTheDocument();
    jobs.jobs[0] = { ...jobs.jobs[0]!, lastRun } as never;
    await user.click(within(table).getByRole('button', { name: 'Run now: Data retention' }));
    expect(await screen.findByText('Job finished')).toBeInTheDocument();
    expect(await within(table).findByText('2 unverified accounts erased · 1 delivered mail emptied')).toBeInTheDocument();
    expect(within(table).getByText('Succeeded')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/staff/scheduled-jobs/retention/run')).toHaveLength(1);
  });

  it('invites with a role only once role, e-mail and names are valid, and says so', async () => {
    const { api, user } = open('/boardmatch-admin', { 'POST /api/staff/users/invite': { status: 200, body: true } });
    await user.click(await screen.findByRole('button', { name: 'Invite User' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Email can not be empty')).toBeInTheDocument();
    expect(within(dialog).getByText('First Name can not be empty')).toBeInTheDocument();
    expect(await screen.findByText('Please enter all required fields marked red.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    expect(await within(dialog).findByText(/valid/i)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.type(within(dialog).getByLabelText(/^Email/), 'nia@example.org');
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Nia');
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Ray');
    expect(api.callsTo('POST', '/api/staff/users/invite')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('BoardMatch Representative invited successfully')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/staff/users/invite')[0]!.body).toEqual({ boardMatchRepresentativeRoleId: 2, email: 'nia@example.org', firstName: 'Nia', lastName: 'Ray' });
  });

  it("shows the server's 409 for someone already staff", async () => {
    const { user } = open('/boardmatch-admin', { 'POST /api/staff/users/invite': { status: 409, body: { code: 'ALREADY_STAFF', message: 'This person is already a BoardMatch user.', issues: [] } } });
    await user.click(await screen.findByRole('button', { name: 'Invite User' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'sam@example.org');
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Sam');
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Park');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This person is already a BoardMatch user.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Invite User' })).toBeInTheDocument();
  });

  it('offers Resend when an invitation is already pending for the e-mail, and sends that one again', async () => {
    const pendingMessage = 'An invitation is already pending for this e-mail.';
    const { api, user } = open('/boardmatch-admin', {
      'POST /api/staff/users/invite': { status: 409, body: { code: 'INVITATION_PENDING', message: pendingMessage, issues: [] } },
      'POST /api/staff/invitations/read': { status: 200, body: PENDING },
      'POST /api/staff/invitations/7/resend': { status: 200, body: true },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite User' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'Nia@example.org');
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Nia');
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Ray');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(pendingMessage)).toBeInTheDocument();
    const offer = await screen.findByRole('dialog', { name: 'An invitation is already pending for nia@example.org. Send it again?' });
    await user.click(within(offer).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The invitation has been sent again.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/staff/invitations/7/resend')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/staff/invitations/read').some((c) => (c.body as { Search?: string }).Search === 'nia@example.org')).toBe(true);
    expect(api.callsTo('POST', '/api/staff/users/invite')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite User' })).toBeNull());
  });

  it('asks before deleting a staff user, then says BoardMatch Admin Deleted', async () => {
    const { api, user } = open('/boardmatch-admin', { 'DELETE /api/staff/users/2': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Delete Sam Park' }, { timeout: 8000 }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure you would like to delete this user?' });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', '/api/staff/users/2')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Sam Park' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure you would like to delete this user?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('BoardMatch Admin Deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/staff/users/2')).toHaveLength(1);
  });

  it('lists pending invitations; Resend shows its progress and ignores a second press; Revoke asks first', async () => {
    let release: () => void = () => {};
    const { api, user } = open('/boardmatch-admin', {
      'POST /api/staff/invitations/read': { status: 200, body: PENDING },
      'POST /api/staff/invitations/7/resend': () => new Promise((resolve) => (release = () => resolve({ status: 200, body: true }))),
      'DELETE /api/staff/invitations/7': { status: 204 },
    });
    const table = await screen.findByRole('table', { name: 'Pending Invitations' }, { timeout: 8000 });
    expect(await within(table).findByText('Nia Ray')).toBeInTheDocument();
    expect(within(table).getByText('nia@example.org')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/staff/invitations/read')[0]!.body).toMatchObject({ Filters: [{ name: 'AdminOverride', values: [1] }] });

    const resend = within(table).getByRole('button', { name: 'Resend the invitation to nia@example.org' });
    await user.click(resend);
    await waitFor(() => expect(resend).toBeDisabled());
    expect(resend).toHaveAttribute('aria-busy', 'true');
    // A second press while it works sends nothing more.
    fireEvent.click(resend);
    release();
    expect(await screen.findByText('The invitation has been sent again.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/staff/invitations/7/resend')).toHaveLength(1);

    await user.click(within(table).getByRole('button', { name: 'Revoke the invitation to nia@example.org' }));
    const confirm = await screen.findByRole('dialog', { name: /revoke this invitation/ });
    expect(api.callsTo('DELETE', '/api/staff/invitations/7')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/staff/invitations/7')).toHaveLength(1);
  });

  it("changes a staff member's role, and shows the server's refusal for the last Admin", async () => {
    const { api, user } = open('/boardmatch-admin', {
      'PUT /api/staff/users/2/role': { status: 200, body: { ...USERS.users[1]!, role: { id: 1, name: 'Admin' } } },
      'PUT /api/staff/users/1/role': { status: 409, body: { code: 'LAST_ADMIN', message: 'BoardMatch must keep at least one user with the Admin role.', issues: [] } },
    });
    const table = await screen.findByRole('table', { name: 'BoardMatch Users' }, { timeout: 8000 });
    const changeSam = await within(table).findByRole('button', { name: 'Change role of Sam Park' });
    // The roles' list comes apart from the users': the button waits for it.
    await waitFor(() => expect(changeSam).toBeEnabled());
    await user.click(changeSam);
    await user.click(await screen.findByRole('menuitem', { name: 'Admin' }));
    expect(await screen.findByText('Successfully saved changes.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/staff/users/2/role')[0]!.body).toEqual({ boardMatchRepresentativeRoleId: 1 });
    await user.click(within(table).getByRole('button', { name: 'Change role of Pat Lee' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Staff' }));
    expect(await screen.findByText('BoardMatch must keep at least one user with the Admin role.')).toBeInTheDocument();
  });

  it('sends a password reset e-mail after the confirmation and names the address', async () => {
    const { api, user } = open('/boardmatch-admin', { 'POST /api/users/21/password-reset': { status: 200, body: { email: 'sam@example.org' } } });
    const table = await screen.findByRole('table', { name: 'BoardMatch Users' }, { timeout: 8000 });
    const row = (await within(table).findByText('Sam Park')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Send Password Reset Email' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure you would like to send a password reset email to this user?' });
    expect(api.callsTo('POST', '/api/users/21/password-reset')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Password Reset Email has been sent to sam@example.org.')).toBeInTheDocument();
  });

  it('shows each staff role with its claims, descriptions and access flags from the server', async () => {
    const { user } = open('/boardmatch-admin');
    await user.click(await screen.findByRole('button', { name: 'Admin Roles' }, { timeout: 8000 }));
    const staff = await screen.findByRole('table', { name: 'Permissions of Staff' });
    const adminRow = within(staff).getByText('boardmatch-admin').closest('tr')!;
    expect(within(adminRow).getByText('Staff administration')).toBeInTheDocument();
    expect(within(adminRow).getByText('Not granted')).toBeInTheDocument();
    const admin = screen.getByRole('table', { name: 'Permissions of Admin' });
    expect(within(within(admin).getByText('boardmatch-admin').closest('tr')!).getByTitle('Granted')).toBeInTheDocument();
    expect(screen.getByText('Every section except the admin section.')).toBeInTheDocument();
  });

  it('lists social media types with their image; refuses an empty name with the spec words and a non-image file', async () => {
    const { api, user } = open('/boardmatch-admin');
    await user.click(await screen.findByRole('button', { name: 'Social Media' }, { timeout: 8000 }));
    const table = await screen.findByRole('table', { name: 'Social Media' });
    expect(await within(table).findByRole('img', { name: 'LinkedIn icon' })).toHaveAttribute('src', '/api/images/40');
    expect(within(within(table).getByText('Facebook').closest('tr')!).getByText('No image')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Social Media Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Social Media Type' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter all required details marked in red.')).toBeInTheDocument();
    expect(within(dialog).getByText('Name can not be empty')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Choose Image (.png, .jpg)'), new File(['x'], 'icon.gif', { type: 'image/gif' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only .jpg and .png images can be uploaded.');
    expect(api.callsTo('POST', '/api/social-media-types')).toHaveLength(0);
  });

  it('deletes an unused type after asking; a type in use says why it stays', async () => {
    const { api, user } = open('/boardmatch-admin', {
      'DELETE /api/social-media-types/2': { status: 409, body: { code: 'SOCIAL_MEDIA_TYPE_IN_USE', message: 'This type cannot be deleted while links use it (links: 3).', issues: [] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Social Media' }, { timeout: 8000 }));
    const table = await screen.findByRole('table', { name: 'Social Media' });
    await user.click(await within(table).findByRole('button', { name: 'Delete Facebook' }));
    await user.click(within(await screen.findByRole('dialog', { name: /delete this social media type/ })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('This type cannot be deleted while links use it (links: 3).')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/social-media-types/2')).toHaveLength(1);
  });

  it('creates a type with a name and a png, and edits one', async () => {
    const { api, user } = open('/boardmatch-admin', {
      'POST /api/social-media-types': { status: 201, body: { id: 3, name: 'Mastodon', imageId: 41, imageUrl: '/api/images/41' } },
      'PUT /api/social-media-types/2': { status: 409, body: { code: 'DUPLICATE_NAME', message: 'A social media type with this name already exists.', issues: [] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Social Media' }, { timeout: 8000 }));
    await user.click(await screen.findByRole('button', { name: 'New Social Media Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Social Media Type' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Mastodon');
    await user.upload(within(dialog).getByLabelText('Choose Image (.png, .jpg)'), new File(['png'], 'mastodon.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Successfully saved changes.')).toBeInTheDocument();
    const sent = api.fetchMock.mock.calls.find(([url, init]) => String(url).endsWith('/api/social-media-types') && init?.method === 'POST')!;
    const form = sent[1]!.body as FormData;
    expect(form.get('name')).toBe('Mastodon');
    expect((form.get('image') as File).name).toBe('mastodon.png');

    await user.click(await screen.findByRole('button', { name: 'Edit Facebook' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Social Media Type' });
    expect(within(edit).getByLabelText(/^Name/)).toHaveValue('Facebook');
    await user.clear(within(edit).getByLabelText(/^Name/));
    await user.type(within(edit).getByLabelText(/^Name/), 'LinkedIn');
    await user.click(within(edit).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('A social media type with this name already exists.')).toBeInTheDocument();
  });

  it('keeps staff of role Staff out of the page', async () => {
    open('/boardmatch-admin', {}, STAFF_ROLE_CLAIMS);
    expect(await screen.findByRole('heading', { level: 1, name: NOT_ALLOWED }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'BoardMatch Users' })).toBeNull();
  });
});

describe('Social media page', () => {
  it('is the Social Media panel, without writes for staff of role Staff', async () => {
    open('/boardmatch-social-media', {}, STAFF_ROLE_CLAIMS);
    const table = await screen.findByRole('table', { name: 'Social Media' }, { timeout: 8000 });
    expect(await within(table).findByText('LinkedIn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Social Media Type' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Edit LinkedIn' })).toBeNull();
  });
});

describe('Staff invitation page', () => {
  const base = { 'POST /api/auth/refresh-token': noSession };
  const invitation = (hasAccount: boolean) => ({ status: 200, body: { email: 'nia@example.org', firstName: 'Nia', lastName: 'Ray', role: 'Staff', hasAccount } });

  it('asks a new person for a password by the registration rules, then asks them to sign in', async () => {
    const api = mockApi({ ...base, 'GET /api/staff/invitations/good': invitation(false), 'POST /api/staff/invitations/accept': { status: 200, body: { userName: 'nia@example.org', createdAccount: true } } });
    const user = userEvent.setup({ delay: null });
    renderApp('/staff-invitation/good');
    expect(await screen.findByText(/Choose a password for nia@example.org/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'weakpass');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'weakpass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(api.callsTo('POST', '/api/staff/invitations/accept')).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^Password/));
    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Password/), 'N3w!password');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'N3w!password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findAllByText('Your BoardMatch staff account is ready. Please sign in.')).not.toHaveLength(0);
    expect(api.callsTo('POST', '/api/staff/invitations/accept')[0]!.body).toEqual({ token: 'good', password: 'N3w!password' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('lets someone with an account accept without a password', async () => {
    const api = mockApi({ ...base, 'GET /api/staff/invitations/mine': invitation(true), 'POST /api/staff/invitations/accept': { status: 200, body: { userName: 'nia@example.org', createdAccount: false } } });
    const user = userEvent.setup({ delay: null });
    renderApp('/staff-invitation/mine');
    await user.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(await screen.findAllByText('Your BoardMatch staff account is ready. Please sign in.')).not.toHaveLength(0);
    expect(api.callsTo('POST', '/api/staff/invitations/accept')[0]!.body).toEqual({ token: 'mine' });
  });

  it('says so when the link is invalid', async () => {
    mockApi({ ...base, 'GET /api/staff/invitations/old': { status: 404, body: { code: 'INVALID_INVITATION', message: 'This invitation link is invalid or has expired.', issues: [] } } });
    renderApp('/staff-invitation/old');
    expect(await screen.findByText('This invitation link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
  });

  it('says in words that a link was already used or revoked, without the form', async () => {
    const used = 'This invitation has already been used. Please sign in with your e-mail and password.';
    mockApi({ ...base, 'GET /api/staff/invitations/used': { status: 410, body: { code: 'INVITATION_USED', message: used, issues: [] } } });
    renderApp('/staff-invitation/used');
    expect(await screen.findByRole('alert')).toHaveTextContent(used);
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
  });
});
