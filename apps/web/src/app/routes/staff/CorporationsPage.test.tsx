import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, sessionBody } from '@/test/mock-api.ts';
import { makeSession, type SessionOptions } from '@/test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const CORPORATION = {
  id: 5,
  name: 'Northwind Trading',
  website: 'https://northwind.example',
  email: { name: 'giving@northwind.example' },
  address: { address1: '1 King St W', address2: null, city: 'Toronto', regionId: 10, countryId: 1, code: null, region: 'ON', country: 'Canada' },
  phone: { number: '416-555-0100', extension: null },
};

function open(path: string, routes: Parameters<typeof mockApi>[0] = {}, session: SessionOptions = { selected: 'boardmatch' }) {
  const api = mockApi({
    ...LOOKUPS,
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession(session) },
    'PUT /api/users/state': { status: 204 },
    ...routes,
  });
  const { router } = renderApp(path);
  return { api, router, user: userEvent.setup({ delay: null }) };
}

describe('Corporations', () => {
  const list = { 'POST /api/corporations/read': { status: 200, body: { corporations: [CORPORATION], total: 1 } } };

  it('lists corporations for staff with AdminOverride, in the spec columns', async () => {
    const { api } = open('/corporations', list);
    const table = await screen.findByRole('table', { name: 'Corporations' }, { timeout: 8000 });
    await within(table).findByText('Northwind Trading');
    for (const header of ['Name', 'Email', 'Website', 'Address', 'Phone', 'Actions']) expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(table).getByText('1 King St W, Toronto, ON')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/corporations/read')[0]!.body).toMatchObject({ Filters: [{ name: 'AdminOverride', values: [1] }] });
  });

  it('deletes a corporation after asking, and says Deleted!', async () => {
    const { api, user } = open('/corporations', { ...list, 'DELETE /api/corporations/5': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Delete Northwind Trading' }, { timeout: 8000 }));
    const ask = await screen.findByRole('dialog', { name: /delete this corporation/ });
    expect(api.callsTo('DELETE', '/api/corporations/5')).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Deleted!')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/corporations/5')).toHaveLength(1);
  });

  it('creates a corporation after the form rules: name and a valid e-mail', async () => {
    const { api, user } = open('/corporations', { ...list, 'POST /api/corporations': { status: 200, body: { ...CORPORATION, id: 6, contacts: [] } } });
    await user.click(await screen.findByRole('button', { name: 'New Record' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New Corporation' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Name can not be empty')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Contoso');
    await user.type(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    expect(await within(dialog).findByText('Email must be valid')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/corporations')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.type(within(dialog).getByLabelText(/^Email/), 'hello@contoso.example');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Corporation Created')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/corporations')[0]!.body).toEqual({ name: 'Contoso', email: 'hello@contoso.example', website: null, address: null, phone: null, contacts: [] });
  });

  it('names a too-long field and its limit under the field, and marks it', async () => {
    const { api, user } = open('/corporations', list);
    await user.click(await screen.findByRole('button', { name: 'New Record' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New Corporation' });
    const name = within(dialog).getByLabelText(/^Name/);
    await user.click(name);
    await user.paste('c'.repeat(201));
    await user.type(within(dialog).getByLabelText(/^Email/), 'hello@contoso.example');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Name can be at most 200 characters')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText(/Too big|can not be empty/)).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/corporations')).toHaveLength(0);
  });

  it('shows the fields the server refused, under each field and in the message', async () => {
    const refusal = { code: 'VALIDATION', message: 'Please correct the fields marked red: Website', issues: [{ path: 'website', message: 'Website can be at most 300 characters' }] };
    const { user } = open('/corporations', { ...list, 'POST /api/corporations': { status: 400, body: refusal } });
    await user.click(await screen.findByRole('button', { name: 'New Record' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New Corporation' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Contoso');
    await user.type(within(dialog).getByLabelText(/^Email/), 'hello@contoso.example');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please correct the fields marked red: Website')).toBeInTheDocument();
    expect(within(dialog).getByText('Website can be at most 300 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Website/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Corporation Creation failed')).not.toBeInTheDocument();
  });

  it('asks before Escape, the close icon or a reload throws away what was typed', async () => {
    const { user } = open('/corporations', list);
    await user.click(await screen.findByRole('button', { name: 'New Record' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New Corporation' });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Contoso');

    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);

    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Contoso');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Corporation' })).not.toBeInTheDocument());
  });

  it('asks before leaving for another page with unsaved edits, and stays when told to', async () => {
    const { router, user } = open('/corporations', list);
    await user.click(await screen.findByRole('button', { name: 'New Record' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New Corporation' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Contoso');
    await act(() => router.navigate('/boardmatch-candidates'));
    const ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Contoso');
    expect(router.state.location.pathname).toBe('/corporations');
  });

  it('edits a corporation through PUT with its id, and says so when the update fails', async () => {
    const { api, user } = open('/corporations', {
      ...list,
      'GET /api/corporations/5': { status: 200, body: { ...CORPORATION, contacts: [] } },
      'PUT /api/corporations': { status: 500, body: { code: 'INTERNAL', message: 'x', issues: [] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Northwind Trading' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Corporation' });
    expect(await within(dialog).findByDisplayValue('giving@northwind.example')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Corporation Update failed')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/corporations')[0]!.body).toMatchObject({ id: 5, name: 'Northwind Trading', address: { city: 'Toronto', regionId: 10, countryId: 1 } });
  });

  it('tells someone who is not staff that the page is not for them, and asks the API nothing', async () => {
    const { api } = open('/corporations', list, { selected: 'candidate' });
    expect(await screen.findByText('Only program staff can see and manage corporations.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Record' })).toBeNull();
    expect(api.callsTo('POST', '/api/corporations/read')).toHaveLength(0);
  });
});
