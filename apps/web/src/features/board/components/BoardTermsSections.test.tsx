import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mandate, SkillsMatrix, TermEndingList } from '@boardmatch/shared';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, sessionBody } from '@/test/mock-api.ts';
import { makeSession } from '@/test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ADMIN = { 'charity-board.read': 1, 'charity-board.create': 1, 'charity-board.update': 1, 'charity-board.delete': 1, 'charity-posting.read': 1, 'charity-posting.create': 1, 'user-information.read': 1 };
const BASIC = { 'charity-board.read': 1, 'user-information.read': 1 };

const seat: Mandate = {
  id: 1,
  charityId: 9,
  position: { id: 7, name: 'Treasurer', isDefault: true },
  representative: { id: 3, firstName: 'Pat', lastName: 'Lee', email: 'pat@example.org', profileColour: '#00695c' },
  startDate: '2025-01-01',
  endDate: '2027-01-01',
  status: 'Current',
  skillIds: [1],
};

const matrix: SkillsMatrix = {
  members: [
    { mandateId: 1, firstName: 'Pat', lastName: 'Lee', position: 'Treasurer' },
    { mandateId: 2, firstName: 'Sam', lastName: 'Roy', position: 'Chair' },
  ],
  skills: [
    { id: 6, name: 'Fundraising', holders: [], wantedBecause: ['postings', 'matching'], gap: true },
    { id: 2, name: 'Governance', holders: [1, 2], wantedBecause: ['postings'], gap: false },
    { id: 5, name: 'Legal', holders: [2], wantedBecause: [], gap: false },
  ],
};

const terms: TermEndingList = { terms: [{ mandateId: 1, position: { id: 7, name: 'Treasurer' }, member: { firstName: 'Pat', lastName: 'Lee' }, endDate: '2026-09-30', daysLeft: 90 }], total: 1 };

function open(claims: Record<string, number>, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...LOOKUPS,
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession({ selected: 'charityRepresentative', claims }) },
    'PUT /api/users/state': { status: 204 },
    'POST /api/charities/positions/read': { status: 200, body: { positions: [{ id: 7, charityId: 9, name: 'Treasurer', isDefault: true, isDisabled: false, isNotBoard: false }], total: 1 } },
    'POST /api/charities/9/mandates/read': { status: 200, body: { charityMandates: [seat], total: 1 } },
    'GET /api/charities/9/board-representatives': { status: 200, body: [{ id: 3, firstName: 'Pat', lastName: 'Lee', email: 'pat@example.org' }] },
    'GET /api/charities/9/skills-matrix': { status: 200, body: matrix },
    'POST /api/charities/9/terms-ending/read': { status: 200, body: terms },
    ...routes,
  });
  renderApp('/charity-board');
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('the Board page’s skills matrix and terms ending', () => {
  it('shows each skill with its members, marks the wanted skills and names the gaps in words', async () => {
    open(ADMIN);
    const table = await screen.findByRole('table', { name: 'Skills matrix' }, { timeout: 8000 });
    await within(table).findByText('Fundraising');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['FundraisingGap', 'Governance', 'Legal']);
    expect(rows[0]).toHaveTextContent('No current member');
    expect(rows[0]).toHaveTextContent('Your open postings ask for it; Your position matching answers point to it');
    expect(rows[1]).toHaveTextContent('2 members: Pat Lee, Sam Roy');
    expect(rows[1]).toHaveTextContent('Wanted');
    expect(within(rows[2]!).queryByText('Wanted')).toBeNull();
    expect(within(rows[2]!).queryByText('Gap')).toBeNull();
  });

  it('lists the terms ending with the days left and Draft the posting for those who may post', async () => {
    open(ADMIN);
    const table = await screen.findByRole('table', { name: 'Terms ending' }, { timeout: 8000 });
    await within(table).findByText('Pat Lee');
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Treasurer');
    expect(row).toHaveTextContent('Pat Lee');
    expect(row).toHaveTextContent('2026-Sep-30');
    expect(row).toHaveTextContent('90 days');
    expect(within(row).getByRole('link', { name: 'Draft the posting for Treasurer' })).toHaveAttribute('href', '/charity-postings?draft=1');
  });

  it('hides Draft the posting from a representative who may not post', async () => {
    open(BASIC);
    const table = await screen.findByRole('table', { name: 'Terms ending' }, { timeout: 8000 });
    await within(table).findByText('Pat Lee');
    expect(within(table).queryByRole('link', { name: /Draft the posting/ })).toBeNull();
  });

  it('says so when no term ends soon', async () => {
    open(ADMIN, { 'POST /api/charities/9/terms-ending/read': { status: 200, body: { terms: [], total: 0 } } });
    expect(await screen.findByText('No board term ends in the next 120 days.', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('saves the skills the charity enters for a member', async () => {
    const { api, user } = open(ADMIN, { 'PUT /api/charities/mandates/1': { status: 200, body: { ...seat, skillIds: [1, 2] } } });
    await screen.findByRole('table', { name: 'Board positions' }, { timeout: 8000 });
    await user.click(await screen.findByRole('button', { name: 'Edit Treasurer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Board Member' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Occupied By/ })).toHaveTextContent('Pat Lee'));
    expect(within(dialog).getByRole('button', { name: /Remove Finance/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Add .*Skills/ }));
    const picker = await screen.findByRole('dialog', { name: 'Skills' });
    await user.click(within(picker).getByRole('checkbox', { name: 'Governance' }));
    await user.click(within(picker).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Skills' })).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/charities/mandates/1')[0]?.body).toMatchObject({ charityRepresentativeId: 3, skillIds: [1, 2] }));
  });
});
