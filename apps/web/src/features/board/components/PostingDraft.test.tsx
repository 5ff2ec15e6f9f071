import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Application } from '@boardmatch/shared';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, sessionBody } from '@/test/mock-api.ts';
import { makeSession } from '@/test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const dayFromToday = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const POSTER = { 'charity-posting.read': 1, 'charity-posting.create': 1, 'charity-board.read': 1, 'user-information.read': 1 };
const VIEWER = { 'charity-posting.read': 1, 'charity-board.read': 1, 'user-information.read': 1 };
const draft = { mandateId: 5, charityPositionId: 7, startDate: dayFromToday(91), endDate: dayFromToday(455), expiryDate: dayFromToday(90), skills: [2] };

function open(claims: Record<string, number>, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...LOOKUPS,
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession({ selected: 'charityRepresentative', claims }) },
    'PUT /api/users/state': { status: 204 },
    'POST /api/charities/positions/read': { status: 200, body: { positions: [{ id: 7, charityId: 9, name: 'Treasurer', isDefault: true, isDisabled: false, isNotBoard: false }], total: 1 } },
    'POST /api/charities/9/postings/read': { status: 200, body: { postings: [], total: 0 } },
    'POST /api/candidates/applications/read': { status: 200, body: { applications: [] as Application[], total: 0 } },
    'GET /api/charities/mandates/5/posting-draft': { status: 200, body: draft },
    ...routes,
  });
  renderApp('/charity-postings?draft=5');
  return api;
}

describe("'Draft the posting'", () => {
  it('opens New Position Posting prefilled with the seat’s position, mandate, expiry and skills, saving nothing', { timeout: 60_000 }, async () => {
    const api = open(POSTER);
    // The posting form loads when first opened.
    const form = await screen.findByRole('dialog', { name: 'New Position Posting' }, { timeout: 30_000 });
    await waitFor(() => expect(within(form).getByRole('combobox', { name: /Board Position/ })).toHaveTextContent('Treasurer'));
    expect(within(form).getByLabelText(/^Mandate Start Date/)).toHaveValue(draft.startDate);
    expect(within(form).getByLabelText(/^Mandate End Date/)).toHaveValue(draft.endDate);
    expect(within(form).getByLabelText(/^Expiry Date/)).toHaveValue(draft.expiryDate);
    expect(within(form).getByRole('button', { name: 'Remove Governance' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/charities/postings')).toHaveLength(0);
  });

  it('asks nothing for a representative who may not post', async () => {
    const api = open(VIEWER);
    await screen.findByRole('table', { name: 'Posted Positions' }, { timeout: 8000 });
    expect(api.callsTo('GET', '/api/charities/mandates/5/posting-draft')).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'New Position Posting' })).toBeNull();
  });

  it('says so when the seat cannot be drafted', async () => {
    open(POSTER, { 'GET /api/charities/mandates/5/posting-draft': { status: 404, body: { code: 'NOT_FOUND', message: 'The requested item was not found.', issues: [] } } });
    expect(await screen.findByText('The posting could not be drafted for this seat.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'New Position Posting' })).toBeNull();
  });
});
