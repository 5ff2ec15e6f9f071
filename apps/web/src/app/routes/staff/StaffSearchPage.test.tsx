import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, sessionBody } from '@/test/mock-api.ts';
import { makeSession } from '@/test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const CANDIDATES = [
  { id: 7, userId: 70, isDisabled: false, onboardingComplete: true, joinDate: '2026-01-01T00:00:00.000Z', user: { userName: 'jordan.lee@example.org', userInformation: { firstName: 'Jordan', lastName: 'Lee' } }, city: null, region: null, skills: [], focusAreas: [] },
  { id: 8, userId: 80, isDisabled: true, onboardingComplete: true, joinDate: '2026-01-01T00:00:00.000Z', user: { userName: 'lee.park@example.org', userInformation: { firstName: 'Lee', lastName: 'Park' } }, city: null, region: null, skills: [], focusAreas: [] },
];
const CHARITIES = [
  { id: 21, name: 'Lee Valley Trust', email: 'hello@leevalley.example.org', charitableNumber: '1234 RR0001', yearOfIncorporation: 1990, charityScope: null, charityType: null, address: null, city: null, phone: null, replies: null },
];

function open(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...LOOKUPS,
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession({ selected: 'boardmatch' }) },
    'PUT /api/users/state': { status: 204 },
    'POST /api/candidates/read': { status: 200, body: { candidates: CANDIDATES, total: 2 } },
    'POST /api/charities/admin/read': { status: 200, body: { charities: CHARITIES, total: 1 } },
    'POST /api/charities/21/mandates/read': { status: 200, body: { charityMandates: [], total: 0 } },
    ...routes,
  });
  renderApp('/boardmatch-search');
  return { api, user: userEvent.setup({ delay: null }) };
}

// The page's dialogs load when first opened: their code is loaded here first, so that the time it takes to prepare it
// does not count against a step's wait.
beforeAll(() => Promise.all([import('@/app/sections/staff/CharityDialogs.tsx')]), 120_000);

describe('Admin search', () => {
  it('shows no results until something is typed, then candidates and charities with AdminOverride and the search', async () => {
    const { api, user } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Search for Candidates & Charities..' })).toBeInTheDocument();
    expect(screen.getByText('Type a name or an e-mail address to find candidates and charities.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/candidates/read')).toHaveLength(0);

    await user.type(screen.getByRole('searchbox', { name: 'Name or e-mail of a candidate or charity' }), 'lee');
    const candidates = await screen.findByRole('region', { name: /Candidates/ });
    const jordan = (await within(candidates).findByRole('cell', { name: 'jordan.lee@example.org' })).closest('tr') as HTMLElement;
    await waitFor(() => expect(api.callsTo('POST', '/api/candidates/read').at(-1)?.body).toMatchObject({ Search: 'lee', Filters: [{ name: 'AdminOverride', values: [1] }] }));
    expect(api.callsTo('POST', '/api/charities/admin/read').at(-1)?.body).toMatchObject({ Search: 'lee', Filters: [{ name: 'AdminOverride', values: [1] }] });

    // Active candidates offer Deactivate, inactive ones Activate; each has edit, Login As and Delete.
    expect(within(jordan).getByRole('button', { name: 'Edit Jordan Lee' })).toBeInTheDocument();
    expect(within(jordan).getByRole('button', { name: 'Login As Jordan Lee' })).toBeInTheDocument();
    expect(within(jordan).getByRole('button', { name: 'Deactivate Jordan Lee' })).toBeInTheDocument();
    expect(within(jordan).getByRole('button', { name: 'Delete Jordan Lee' })).toBeInTheDocument();
    expect(within(jordan).getByRole('button', { name: 'Send Password Reset Email' })).toBeInTheDocument();
    const park = within(candidates).getByRole('cell', { name: 'lee.park@example.org' }).closest('tr') as HTMLElement;
    expect(within(park).getByRole('button', { name: 'Activate Lee Park' })).toBeInTheDocument();

    const charities = screen.getByRole('region', { name: /Charities/ });
    const trust = within(charities).getByRole('cell', { name: 'Lee Valley Trust' }).closest('tr') as HTMLElement;
    for (const action of ['Users', 'Board', 'Postings', 'Delete']) expect(within(trust).getByRole('button', { name: new RegExp(`^${action}.*Lee Valley Trust`) })).toBeInTheDocument();
    await user.click(within(trust).getByRole('button', { name: /^Board.*Lee Valley Trust/ }));
    // A charity's dialogs load when first opened.
    const board = await screen.findByRole('dialog', { name: 'Board of Lee Valley Trust' }, { timeout: 8000 });
    // The same board panel as the charity's own page: staff add positions and board members there.
    expect(within(board).getByRole('button', { name: 'New Board Member' })).toBeInTheDocument();
    expect(within(board).getByRole('button', { name: 'New Position' })).toBeInTheDocument();
  });

  it('pages by 20, and when a list fails says so in words, logging the program message only', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { api, user } = open({ 'POST /api/candidates/read': () => (fail ? { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong', issues: [] } } : { status: 200, body: { candidates: CANDIDATES, total: 2 } }) });
    await user.type(await screen.findByRole('searchbox', { name: 'Name or e-mail of a candidate or charity' }), 'lee');
    const candidates = await screen.findByRole('region', { name: /Candidates/ });
    expect(await within(candidates).findByText('This could not be loaded. Please try again.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('Could not fetch candidate list')).toBeNull();
    expect(logged).toHaveBeenCalledWith('Could not fetch candidate list');
    expect((api.callsTo('POST', '/api/candidates/read').at(-1)?.body as { Pagination: { ItemsPerPage: number } }).Pagination.ItemsPerPage).toBe(20);
    fail = false;
    await user.click(within(candidates).getByRole('button', { name: 'Try again' }));
    expect(await within(candidates).findByRole('cell', { name: 'jordan.lee@example.org' })).toBeInTheDocument();
    logged.mockRestore();
  });

  it('asks before deactivating a candidate', async () => {
    const { api, user } = open();
    await user.type(await screen.findByRole('searchbox', { name: 'Name or e-mail of a candidate or charity' }), 'jordan');
    await user.click(await screen.findByRole('button', { name: 'Deactivate Jordan Lee' }));
    expect(await screen.findAllByText('Are you sure you would like to deactivate this candidate?')).not.toHaveLength(0);
    expect(api.callsTo('PUT', '/api/candidates/7/enabled')).toHaveLength(0);
  });
});
