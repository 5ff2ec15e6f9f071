import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mandate } from '@boardmatch/shared';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, sessionBody } from '@/test/mock-api.ts';
import { makeSession } from '@/test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const MANAGER = { 'charity-board.read': 1, 'charity-board.create': 1, 'charity-board.update': 1, 'charity-board.delete': 1, 'user-information.read': 1 };
const READER = { 'charity-board.read': 1, 'user-information.read': 1 };

const seat = (o: Partial<Mandate> = {}): Mandate => ({
  id: 1,
  charityId: 9,
  position: { id: 7, name: 'Treasurer', isDefault: true },
  representative: { id: 3, firstName: 'Pat', lastName: 'Lee', email: 'pat@example.org', profileColour: '#00695c' },
  startDate: '2025-01-01',
  endDate: '2027-01-01',
  status: 'Current',
  skillIds: [],
  ...o,
});

function open(claims: Record<string, number>, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...LOOKUPS,
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession({ selected: 'charityRepresentative', claims }) },
    'PUT /api/users/state': { status: 204 },
    'POST /api/charities/positions/read': { status: 200, body: { positions: [{ id: 7, charityId: 9, name: 'Treasurer', isDefault: true, isDisabled: false, isNotBoard: false }], total: 1 } },
    'POST /api/charities/9/mandates/read': { status: 200, body: { charityMandates: [seat(), seat({ id: 2, representative: null, startDate: null, endDate: null, position: { id: 8, name: 'Secretary', isDefault: true } }), seat({ id: 3, status: 'Past' })], total: 3 } },
    'GET /api/charities/9/board-representatives': { status: 200, body: [{ id: 3, firstName: 'Pat', lastName: 'Lee', email: 'pat@example.org' }] },
    ...routes,
  });
  renderApp('/charity-board');
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('the Board page', () => {
  it('shows each seat with its status chip and Vacant for an empty one', async () => {
    open(MANAGER);
    const table = await screen.findByRole('table', { name: 'Board positions' }, { timeout: 8000 });
    expect(await within(table).findByText('Vacant')).toBeInTheDocument();
    expect(within(table).getByText('Past').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(within(table).getAllByText('Current')[0]!.closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
  });

  it('shows a new board position as a Vacant seat', async () => {
    const { api, user } = open(MANAGER, {
      'POST /api/charities/positions': { status: 201, body: { id: 12, charityId: 9, name: 'Fundraising Chair', isDefault: false, isDisabled: false, isNotBoard: false } },
      'POST /api/charities/mandates': { status: 201, body: seat({ id: 20, representative: null, startDate: null, endDate: null, position: { id: 12, name: 'Fundraising Chair', isDefault: false } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'New Position' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New Position' });
    await user.type(within(dialog).getByRole('textbox', { name: /Position Name|Name/ }), 'Fundraising Chair');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/charities/mandates')[0]?.body).toEqual({ charityId: 9, charityPositionId: 12, charityRepresentativeId: null }));
    expect(api.callsTo('POST', '/api/charities/mandates')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('POST', '/api/charities/9/mandates/read').length).toBeGreaterThan(1));
  });

  it('hides New Board Member, EDIT and DELETE from a representative who only reads the board', async () => {
    open(READER);
    const table = await screen.findByRole('table', { name: 'Board positions' }, { timeout: 8000 });
    await within(table).findByText('Vacant');
    expect(screen.queryByRole('button', { name: 'New Board Member' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('keeps Occupied By closed until its people have arrived, so the list never grows under an open menu', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user } = open(MANAGER, {
      'GET /api/charities/9/board-representatives': async () => {
        await held;
        return { status: 200, body: [{ id: 3, firstName: 'Pat', lastName: 'Lee', email: 'pat@example.org' }] };
      },
    });
    await screen.findByRole('table', { name: 'Board positions' }, { timeout: 8000 });
    await user.click((await screen.findAllByRole('button', { name: 'Edit Secretary' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Board Member' });
    const occupant = within(dialog).getByRole('combobox', { name: /Occupied By/ });
    expect(occupant).toHaveAttribute('aria-disabled', 'true');
    release();
    await waitFor(() => expect(occupant).not.toHaveAttribute('aria-disabled'));
    await user.click(occupant);
    expect(await screen.findByRole('option', { name: 'Pat Lee (pat@example.org)' })).toBeInTheDocument();
  });

  it('asks for the new person’s name and e-mail, restores the chosen person when Add New Representative is unticked', async () => {
    const { api, user } = open(MANAGER);
    await screen.findByRole('table', { name: 'Board positions' }, { timeout: 8000 });
    await user.click((await screen.findAllByRole('button', { name: 'Edit Treasurer' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Board Member' });
    const occupant = within(dialog).getByRole('combobox', { name: /Occupied By/ });
    await waitFor(() => expect(occupant).toHaveTextContent('Pat Lee'));
    await user.click(within(dialog).getByRole('switch', { name: 'Add New Representative' }));
    expect(occupant).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('First Name can not be empty')).toBeInTheDocument();
    expect(within(dialog).getByText('Email can not be empty')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/charities/mandates/1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('switch', { name: 'Add New Representative' }));
    expect(occupant).toHaveTextContent('Pat Lee');
  });
});
