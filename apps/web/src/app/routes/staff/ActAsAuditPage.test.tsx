import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, sessionBody } from '@/test/mock-api.ts';
import { makeSession, type SessionOptions } from '@/test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

function open(path: string, routes: Parameters<typeof mockApi>[0] = {}, session: SessionOptions = { selected: 'boardmatch' }) {
  const api = mockApi({
    ...LOOKUPS,
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession(session) },
    'PUT /api/users/state': { status: 204 },
    ...routes,
  });
  renderApp(path);
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('Act-as audit', () => {
  const entry = {
    id: 1,
    createdAt: '2026-11-20T15:00:00.000Z',
    ipAddress: '203.0.113.9',
    reason: 'Help by phone',
    staff: { id: 1, firstName: 'Alex', lastName: 'Auditor', email: 'alex@boardmatch.example' },
    target: { id: 2, firstName: 'Casey', lastName: 'Candidate', email: 'casey@example.org' },
    changes: [{ method: 'PUT', route: '/api/candidates/:id/details', statusCode: 200, createdAt: '2026-11-20T15:01:00.000Z', description: 'Alex Auditor changed the profile of Casey Candidate' }],
  };
  const routes = {
    'POST /api/act-as-audits/read': { status: 200, body: { actAs: [entry], total: 1 } },
    'GET /api/act-as-audits/staff': { status: 200, body: [entry.staff] },
    'POST /api/act-as-audits/staff-actions/read': {
      status: 200,
      body: { actions: [{ id: 9, createdAt: '2026-11-20T16:00:00.000Z', staff: entry.staff, statusCode: 200, description: 'Alex Auditor deactivated candidate Casey Candidate' }], total: 1 },
    },
  };

  it('lists who acted as whom, from where, and the changes; filters go to the API', async () => {
    const { api, user } = open('/boardmatch-act-as-audit', routes);
    const table = await screen.findByRole('table', { name: 'Act-As Audit' }, { timeout: 8000 });
    expect(await within(table).findByText('casey@example.org')).toBeInTheDocument();
    expect(within(table).getByText('203.0.113.9')).toBeInTheDocument();
    expect(within(table).getByText('Help by phone')).toBeInTheDocument();
    // The change reads in words, not as the API call.
    expect(within(table).getByText('Alex Auditor changed the profile of Casey Candidate')).toBeInTheDocument();
    expect(within(table).queryByText(/PUT \/api/)).toBeNull();
    await user.type(screen.getByLabelText('Acted as (name or e-mail)'), 'casey');
    await user.click(screen.getByRole('combobox', { name: 'Staff member' }));
    await user.click(await screen.findByRole('option', { name: 'Alex Auditor' }));
    const last = api.callsTo('POST', '/api/act-as-audits/read').at(-1)!.body as { Filters: { name: string; values: unknown[] }[]; Search: string };
    expect(last.Search).toBe('casey');
    expect(last.Filters).toEqual(expect.arrayContaining([{ name: 'AdminOverride', values: [1] }, { name: 'StaffUserId', values: [1] }]));
  });

  it("lists staff's own actions and act-as attempts in words, under the same filters", async () => {
    const { api, user } = open('/boardmatch-act-as-audit', routes);
    const table = await screen.findByRole('table', { name: 'Staff actions' }, { timeout: 8000 });
    expect(await within(table).findByText('Alex Auditor deactivated candidate Casey Candidate')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Staff member' }));
    await user.click(await screen.findByRole('option', { name: 'Alex Auditor' }));
    await waitFor(() => expect((api.callsTo('POST', '/api/act-as-audits/staff-actions/read').at(-1)!.body as { Filters: unknown[] }).Filters).toEqual(expect.arrayContaining([{ name: 'AdminOverride', values: [1] }, { name: 'StaffUserId', values: [1] }])));
  });

  it('exports the staff actions as CSV with the same filters', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const { api, user } = open('/boardmatch-act-as-audit', { ...routes, 'GET /api/act-as-audits/staff-actions/csv': { status: 200, body: 'When,Staff name,Staff e-mail,Action' } });
    await screen.findByRole('table', { name: 'Staff actions' }, { timeout: 8000 });
    await user.click(screen.getByRole('combobox', { name: 'Staff member' }));
    await user.click(await screen.findByRole('option', { name: 'Alex Auditor' }));
    await user.click(screen.getByRole('button', { name: 'Export staff actions as CSV' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/act-as-audits/staff-actions/csv')).toHaveLength(1));
  });

  it('is refused to staff role Staff (no admin section)', async () => {
    const { api } = open('/boardmatch-act-as-audit', routes, { selected: 'boardmatch', claims: { 'boardmatch-search.read': 1, 'candidates.read': 1, 'charities.read': 1 } });
    await screen.findByRole('heading', { level: 1 }, { timeout: 8000 });
    expect(screen.queryByRole('table', { name: 'Act-As Audit' })).toBeNull();
    expect(api.callsTo('POST', '/api/act-as-audits/read')).toHaveLength(0);
  });
});
