import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app.tsx';
import { mockApi } from '@/test/mock-api.ts';
import { makeProfile, signedInRoutes } from '@/features/candidates/test/profile-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };
const info = makeProfile().userInformation;

async function clickEdit(user: ReturnType<typeof userEvent.setup>) {
  const edit = await screen.findByRole('button', { name: 'EDIT' }, slow);
  await waitFor(() => expect(edit).toBeEnabled(), slow);
  await user.click(edit);
}

describe('UserInformationPage', () => {
  it("is titled 'User' to read and 'Update User' to edit; cancel reverts and reloads the user", async () => {
    const api = mockApi({ ...signedInRoutes({ selected: 'charityRepresentative' }), 'GET /api/users/information': { status: 200, body: info } });
    const user = userEvent.setup({ delay: null });
    renderApp('/user-information');
    expect(await screen.findByRole('heading', { level: 1, name: 'User' }, slow)).toBeInTheDocument();
    await clickEdit(user);
    expect(screen.getByRole('heading', { level: 1, name: 'Update User' })).toBeInTheDocument();
    // No password is asked.
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    const first = screen.getByLabelText(/^First Name/);
    await user.clear(first);
    await user.type(first, 'Changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 1, name: 'User' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/users/information').length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveValue('Pat'));
  });

  it('submits, shows the success message and returns to reading', async () => {
    const api = mockApi({
      ...signedInRoutes({ selected: 'candidate' }),
      'GET /api/users/information': { status: 200, body: info },
      'PUT /api/users/information': { status: 200, body: { ...info, firstName: 'Patricia' } },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/user-information');
    await clickEdit(user);
    const first = screen.getByLabelText(/^First Name/);
    await user.clear(first);
    expect(await screen.findByText('First Name can not be empty')).toBeInTheDocument();
    await user.type(first, 'Patricia');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Successfully updated your User Information.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User' })).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/users/information')[0]!.body).toMatchObject({ firstName: 'Patricia', mainPhone: { number: '416-555-0100' }, address: { city: 'Toronto' } });
  });

  it("asks for the pronoun text when 'Other' is chosen", async () => {
    const api = mockApi({ ...signedInRoutes({ selected: 'candidate' }), 'GET /api/users/information': { status: 200, body: { ...info, pronounId: 4, pronounOther: '' } } });
    const user = userEvent.setup({ delay: null });
    renderApp('/user-information');
    await clickEdit(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please specify your pronoun can not be empty')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/users/information')).toHaveLength(0);
  });

  it("offers 'Download my data' and 'Delete my account'; the deletion asks for the password and says when it is wrong", async () => {
    const api = mockApi({
      ...signedInRoutes({ selected: 'candidate' }),
      'GET /api/users/information': { status: 200, body: info },
      'POST /api/users/me/deletion': { status: 400, body: { code: 'WRONG_PASSWORD', message: 'The password is incorrect', issues: [{ path: 'password', message: 'The password is incorrect' }] } },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/user-information');
    expect(await screen.findByRole('button', { name: 'Download my data' }, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Password/), 'wrong-one');
    await user.click(confirm);
    expect(await within(dialog).findByText('The password is incorrect')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/users/me/deletion')[0]!.body).toEqual({ password: 'wrong-one' });
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
  });

  it('deletes the account with the right password, then says so and leaves the signed-in pages', async () => {
    const api = mockApi({
      ...signedInRoutes({ selected: 'candidate' }),
      'GET /api/users/information': { status: 200, body: info },
      'POST /api/users/me/deletion': { status: 204 },
    });
    const user = userEvent.setup({ delay: null });
    const { router, store } = renderApp('/user-information');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'Right-pass1!');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account was deleted.', {}, slow)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/users/me/deletion')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
    expect(store.getSnapshot().status).not.toBe('authenticated');
  });

  it('offers neither to staff acting as the user (the API refuses them both)', async () => {
    mockApi({ ...signedInRoutes({ selected: 'candidate', isSelf: false }), 'GET /api/users/information': { status: 200, body: info } });
    renderApp('/user-information');
    expect(await screen.findByRole('button', { name: 'EDIT' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download my data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
  });
});

describe("UserInformationPage: 'Notifications'", () => {
  it('shows a switch per digest the user can receive, saves the change once with a success message', async () => {
    const api = mockApi({
      ...signedInRoutes({ selected: 'candidate' }),
      'GET /api/users/information': { status: 200, body: info },
      'GET /api/users/notifications': { status: 200, body: { digests: [{ kind: 'postings', enabled: true }], communicationsDeclined: false } },
      'PUT /api/users/notifications': { status: 200, body: { digests: [{ kind: 'postings', enabled: false }], communicationsDeclined: false } },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/user-information');
    const section = await screen.findByRole('region', { name: 'Notifications' }, slow);
    const toggle = await within(section).findByRole('switch', { name: 'New postings that fit' }, slow);
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Each week, the new postings that suit your skills and causes.');
    const save = within(section).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    // The keyboard turns it off.
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    await user.dblClick(save);
    expect(await screen.findByText('Your notification settings are saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/users/notifications')).toHaveLength(1);
    expect(api.callsTo('PUT', '/api/users/notifications')[0]!.body).toEqual({ digests: [{ kind: 'postings', enabled: false }] });
    expect(within(section).getByRole('switch', { name: 'New postings that fit' })).not.toBeChecked();
    expect(within(section).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("says a candidate who declined communications gets no digest of postings, and offers staff their own digest", async () => {
    mockApi({
      ...signedInRoutes({ selected: 'candidate' }),
      'GET /api/users/information': { status: 200, body: info },
      'GET /api/users/notifications': { status: 200, body: { digests: [{ kind: 'postings', enabled: true }, { kind: 'staff', enabled: false }], communicationsDeclined: true } },
    });
    renderApp('/user-information');
    const section = await screen.findByRole('region', { name: 'Notifications' }, slow);
    expect(await within(section).findByText(/You have not accepted to receive communications/, {}, slow)).toBeInTheDocument();
    expect(within(section).getByRole('switch', { name: 'Overdue replies and undelivered mail' })).not.toBeChecked();
  });
});
