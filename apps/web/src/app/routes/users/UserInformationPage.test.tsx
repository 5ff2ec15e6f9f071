import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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
});
