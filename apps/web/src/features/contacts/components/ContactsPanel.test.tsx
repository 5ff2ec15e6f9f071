import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { mockApi, noSession } from '@/test/mock-api.ts';
import { ContactsPanel } from './ContactsPanel.tsx';

afterEach(() => vi.unstubAllGlobals());

const PAT = { id: 5, firstName: 'Pat', lastName: 'Primary', daytimePhone: '416-555-0111', extension: '7', title: 'Chair', email: 'pat@example.org', isPrimary: true, isSeniorStaff: false, charityId: 9, corporationId: null };

function open() {
  const api = mockApi({
    'POST /api/auth/refresh-token': noSession,
    'GET /api/charities/9/contacts': { status: 200, body: { contacts: [PAT], total: 1 } },
    'POST /api/charities/9/contacts': (call) => ({ status: 200, body: { ...PAT, ...(call.body as object) } }),
  });
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('ContactsPanel', () => {
  it('lists the contacts with their phone, extension and flags', async () => {
    open();
    await renderWithProviders(<ContactsPanel ownerPath="/api/charities/9/contacts" label="Contacts" />);
    const row = (await screen.findByRole('cell', { name: 'Pat Primary' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('416-555-0111 #7')).toBeInTheDocument();
    expect(within(row).getByText('Primary')).toBeInTheDocument();
  });

  it('checks the Contact form, then creates with id 0', async () => {
    const { api, user } = open();
    await renderWithProviders(<ContactsPanel ownerPath="/api/charities/9/contacts" label="Contacts" />);
    await user.click(await screen.findByRole('button', { name: 'New Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Contact' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const field of ['First Name', 'Last Name', 'Title', 'Email', 'Daytime Phone']) expect(await within(dialog).findByText(`${field} can not be empty`)).toBeInTheDocument();
    expect(within(dialog).queryByText('Extension can not be empty')).toBeNull();
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Sol');
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Senior');
    await user.type(within(dialog).getByLabelText(/^Title/), 'Executive Director');
    await user.type(within(dialog).getByLabelText(/^Daytime Phone/), '416-555-0101');
    await user.type(within(dialog).getByLabelText(/^Email/), 'sol@');
    expect(await within(dialog).findByText('Email must be valid')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/charities/9/contacts')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Email/), 'example.org');
    await user.click(within(dialog).getByLabelText('Senior Staff'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Successfully saved changes.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/charities/9/contacts')[0]!.body).toEqual({
      id: 0, firstName: 'Sol', lastName: 'Senior', title: 'Executive Director', daytimePhone: '416-555-0101', extension: null, email: 'sol@example.org', isPrimary: false, isSeniorStaff: true,
    });
  });

  it('updates an existing contact by its id', async () => {
    const { api, user } = open();
    await renderWithProviders(<ContactsPanel ownerPath="/api/charities/9/contacts" label="Contacts" />);
    await user.click(await screen.findByRole('button', { name: 'EDIT Pat Primary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Contact' });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Chair');
    await user.clear(within(dialog).getByLabelText(/^Title/));
    await user.type(within(dialog).getByLabelText(/^Title/), 'Past Chair');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(api.callsTo('POST', '/api/charities/9/contacts')[0]?.body).toMatchObject({ id: 5, title: 'Past Chair', extension: '7' }));
  });
});
