import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CharityTile, PostingTile } from '@boardmatch/shared';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, sessionBody, type RecordedCall } from '@/test/mock-api.ts';
import { makeSession, type SessionOptions } from '@/test/fixtures.ts';
import { dayFromToday, makePosting } from '@/features/postings/test-utils.tsx';

afterEach(() => vi.unstubAllGlobals());

const tile = (o: Partial<PostingTile> = {}): PostingTile => ({
  id: 42,
  charityId: 9,
  charity: { id: 9, name: 'Hope Food Bank', city: 'toronto', region: 'ON' },
  charityPosition: { id: 7, name: 'Treasurer', isNotBoard: false },
  description: '<p>Books</p>',
  specialRequirements: null,
  startDate: '2027-01-01',
  endDate: '2027-12-31',
  expiryDate: dayFromToday(10),
  datePosted: '2026-01-01T00:00:00.000Z',
  charityPostingStatusId: 1,
  candidateSkill: [],
  applied: false,
  matchingSkillIds: [],
  ...o,
});

const charity: CharityTile = { id: 9, name: 'Hope Food Bank', city: 'greater toronto area', region: 'ON', country: 'Canada', description: 'Food', profileImageId: null, activePostingCount: 2 };

function signedIn(options: SessionOptions = {}) {
  return mockApi({
    ...LOOKUPS,
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession({ selected: 'candidate', ...options }) },
    'PUT /api/users/state': { status: 204 },
    'GET /api/charities/cities': { status: 200, body: ['toronto', 'ottawa'] },
    'POST /api/charities/postings/read': (call: RecordedCall) => {
      const filters = (call.body as { Filters: { name: string; values: unknown[] }[] }).Filters;
      const byCharity = filters.some((f) => f.name === 'charityId');
      return { status: 200, body: { postings: byCharity ? [tile({ id: 77, charityPosition: { id: 8, name: 'Chair', isNotBoard: false } })] : [tile()], total: 1, totalCapped: false } };
    },
    'POST /api/charities/read': { status: 200, body: { charities: [charity], total: 1, totalCapped: false } },
    'GET /api/charities/postings/42': { status: 200, body: makePosting() },
    'GET /api/charities/postings/77': { status: 200, body: makePosting({ id: 77 }) },
  });
}

const lastBody = (api: ReturnType<typeof signedIn>, path: string) => api.callsTo('POST', path).at(-1)!.body as Record<string, unknown>;

describe('Candidate Search', () => {
  it('searches positions by text and offers VIEW and APPLY once onboarding is complete', async () => {
    const api = signedIn();
    const user = userEvent.setup({ delay: null });
    renderApp('/candidate-search');
    expect(await screen.findByText('Search the list of BoardMatch charities or available board positions.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Positions found' });
    expect(await within(table).findByText('Treasurer')).toBeInTheDocument();
    expect(within(table).getByText('10 days left')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Apply for position #42' })).toHaveTextContent('APPLY');
    expect(within(table).queryByRole('link', { name: 'View the charity of position #42' })).not.toBeInTheDocument();

    const form = screen.getByRole('search', { name: 'Search charities or positions' });
    await user.type(within(form).getByRole('textbox', { name: 'Search charities or positions' }), 'books');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastBody(api, '/api/charities/postings/read')).toMatchObject({ Search: 'books', Pagination: { Page: 1, ItemsPerPage: 20 } }));

    // A new search starts a new result table at page 1.
    await user.click(await screen.findByRole('button', { name: 'Apply for position #42' }));
    expect(await screen.findByRole('dialog', { name: 'Position #42' })).toBeInTheDocument();
  });

  it('offers CHARITY and VIEW while onboarding is incomplete', async () => {
    signedIn({ candidateComplete: false });
    renderApp('/candidate-search');
    const table = await screen.findByRole('table', { name: 'Positions found' });
    expect(await within(table).findByRole('link', { name: 'View the charity of position #42' })).toHaveAttribute('href', '/search?chid=9');
    expect(within(table).getByRole('button', { name: 'View position #42' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Apply for position #42' })).not.toBeInTheDocument();
  });

  it('applies the Advanced filters, shows them as removable chips and clears them all', async () => {
    const api = signedIn();
    const user = userEvent.setup({ delay: null });
    renderApp('/candidate-search');
    await screen.findByRole('table', { name: 'Positions found' });
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(dialog).getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByRole('option', { name: 'Toronto' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Position' }));
    await user.click(await screen.findByRole('option', { name: 'Treasurer' }));
    await user.click(within(dialog).getByRole('radio', { name: '3 months' }));
    expect(within(dialog).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['All Open Postings', '3 months', '1 month', 'Today']);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Governance' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(lastBody(api, '/api/charities/postings/read').Filters).toEqual([
        { name: 'City', values: ['toronto'] },
        { name: 'Positions', values: ['Treasurer'] },
        { name: 'DateRange', values: [3] },
        { name: 'skillSet', values: [2] },
      ]),
    );
    const chips = await screen.findByRole('group', { name: 'Active filters' });
    expect(within(chips).getByText('City: Toronto')).toBeInTheDocument();
    expect(within(chips).getByText('Date Range: 3 months')).toBeInTheDocument();
    expect(within(chips).getByText('Skill Set: Governance')).toBeInTheDocument();

    await user.click(within(chips).getByTitle('Remove the filter City: Toronto').closest('svg')!);
    await waitFor(() => expect(lastBody(api, '/api/charities/postings/read').Filters).not.toContainEqual({ name: 'City', values: ['toronto'] }));
    expect(within(chips).queryByText('City: Toronto')).not.toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(lastBody(api, '/api/charities/postings/read').Filters).toEqual([]));
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('lists charities with POSITIONS opening and closing their postings, VIEW to the profile, and no Advanced link', async () => {
    const api = signedIn();
    const user = userEvent.setup({ delay: null });
    renderApp('/candidate-search');
    await screen.findByRole('table', { name: 'Positions found' });
    await user.click(screen.getByRole('radio', { name: 'Charities' }));
    expect(screen.queryByRole('button', { name: 'Advanced' })).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Charities found' });
    expect(await within(table).findByText('Greater Toronto Area, ON')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'View Hope Food Bank' })).toHaveAttribute('href', '/search?chid=9');

    await user.click(within(table).getByRole('button', { name: 'Show the open positions of Hope Food Bank' }));
    const sub = await screen.findByRole('table', { name: 'Open positions of Hope Food Bank' });
    expect(await within(sub).findByText('Chair')).toBeInTheDocument();
    expect(lastBody(api, '/api/charities/postings/read').Filters).toEqual([{ name: 'charityId', values: [9] }]);
    await user.click(within(sub).getByRole('button', { name: 'View position #77' }));
    expect(await screen.findByRole('dialog', { name: 'Position #77' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog', { name: 'Position #77' })).getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Close the positions of Hope Food Bank' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Open positions of Hope Food Bank' })).not.toBeInTheDocument());
  });
});
