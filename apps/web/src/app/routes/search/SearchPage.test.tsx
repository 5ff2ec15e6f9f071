import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateTile, CharityProfile, CharityTile, PostingTile } from '@boardmatch/shared';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, sessionBody, type RecordedCall } from '@/test/mock-api.ts';
import { makeSession, type SessionOptions } from '@/test/fixtures.ts';
import { makePosting } from '@/features/postings/test-utils.tsx';
import { prefetchSearch } from '@/features/search/api/first-results.ts';

afterEach(() => vi.unstubAllGlobals());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const charity = (id: number, o: Partial<CharityTile> = {}): CharityTile => ({
  id,
  name: `Charity ${id}`,
  city: 'toronto',
  region: 'ON',
  country: 'Canada',
  description: 'We help.',
  profileImageId: null,
  activePostingCount: 0,
  ...o,
});

const posting = (o: Partial<PostingTile> = {}): PostingTile => ({
  id: 42,
  charityId: 9,
  charity: { id: 9, name: 'Hope Food Bank', city: 'toronto', region: 'ON' },
  charityPosition: { id: 7, name: 'Treasurer', isNotBoard: false },
  description: '<p>Books</p>',
  specialRequirements: null,
  startDate: '2027-01-01',
  endDate: '2027-12-31',
  expiryDate: day(10),
  datePosted: '2026-01-01T00:00:00.000Z',
  charityPostingStatusId: 1,
  candidateSkill: [
    { id: 1, name: 'Finance' },
    { id: 2, name: 'Governance' },
  ],
  applied: false,
  matchingSkillIds: [],
  ...o,
});

const candidate: CandidateTile = { id: 5, firstName: 'Morgan', lastName: 'Whitfield', profileImageUrl: null, title: 'CFO', organizationName: 'Maple Bank', city: 'Toronto', region: 'ON', profileColour: '#123456' };

const profile: CharityProfile = {
  id: 9,
  name: 'Hope Food Bank',
  quote: null,
  mandate: '<p>Feed <b>everyone</b></p>',
  vision: null,
  programs: [],
  information: null,
  boardMembers: [{ id: 1, position: 'Chair', firstName: 'Rita', lastName: 'Reader' }],
  openPostings: [],
  socialLinks: [],
  profileImageId: null,
  backgroundImageId: null,
  city: 'Toronto',
  region: 'ON',
  country: 'Canada',
  focusAreas: [],
};

type Body = { Search?: string; Filters: { name: string; values: unknown[] }[]; Pagination: { Page: number; ItemsPerPage: number } };

function signedIn(options: SessionOptions, routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...LOOKUPS,
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession(options) },
    'PUT /api/users/state': { status: 204 },
    'GET /api/charities/cities': { status: 200, body: ['toronto', 'north bay'] },
    'GET /api/charities/province': { status: 200, body: [{ id: 9, name: 'Ontario', abbreviation: 'ON', countryId: 1 }] },
    'POST /api/charities/read': { status: 200, body: { charities: [charity(1)], total: 1, totalCapped: false } },
    'POST /api/charities/postings/read': { status: 200, body: { postings: [posting()], total: 1, totalCapped: false } },
    'POST /api/candidates/browse': { status: 200, body: { candidates: [candidate], total: 1, totalCapped: false } },
    ...routes,
  });
}

const header = () => screen.findByTestId('search-header');

describe('SearchPage', () => {
  it("reads 'Showing All Available Results:' without a search, and quotes the search words otherwise", async () => {
    signedIn({ selected: 'candidate' });
    const view = renderApp('/search');
    expect(await header()).toHaveTextContent('Showing All Available Results:');
    view.unmount();
    const api = signedIn({ selected: 'candidate' });
    renderApp('/search?text=literacy&categories=2,3');
    expect(await header()).toHaveTextContent('Search Results For: "literacy"');
    await waitFor(() => expect(api.callsTo('POST', '/api/charities/read')).toHaveLength(1));
    expect((api.callsTo('POST', '/api/charities/read')[0]!.body as Body).Search).toBe('literacy');
    expect((api.callsTo('POST', '/api/charities/read')[0]!.body as Body).Pagination).toEqual({ Page: 1, ItemsPerPage: 6 });
  });

  it('finds its first results already asked for when the session was restored, and does not ask again', async () => {
    const api = signedIn({ selected: 'charityRepresentative' });
    const view = renderApp('/search?text=literacy');
    await view.store.ready();
    prefetchSearch(view.queryClient, new URLSearchParams('text=literacy'), view.store.getSnapshot().session);
    const group = await screen.findByRole('region', { name: 'Candidates' });
    expect(await within(group).findByText('Morgan Whitfield')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Charity Postings' })).toBeInTheDocument();
    // Asked under other keys than the page's, each would be asked twice.
    const calls = [['POST', '/api/candidates/browse'], ['POST', '/api/charities/read'], ['POST', '/api/charities/postings/read'], ['GET', '/api/charities/cities'], ['GET', '/api/charities/province'], ['GET', '/api/lookups/skills']] as const;
    for (const [method, path] of calls) expect(api.callsTo(method, path), path).toHaveLength(1);
    expect((api.callsTo('POST', '/api/charities/read')[0]!.body as Body).Search).toBe('literacy');
  });

  it('offers Candidates only to a charity representative', async () => {
    const api = signedIn({ selected: 'candidate' });
    const view = renderApp('/search?categories=1,2,3');
    expect(await screen.findByRole('checkbox', { name: 'Charities' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Positions' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Candidates' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Charity Postings' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/candidates/browse')).toHaveLength(0);
    view.unmount();

    const repApi = signedIn({ selected: 'charityRepresentative' });
    renderApp('/search');
    expect(await screen.findByRole('checkbox', { name: 'Candidates' })).toBeChecked();
    const group = await screen.findByRole('region', { name: 'Candidates' });
    expect(await within(group).findByText('Morgan Whitfield')).toBeInTheDocument();
    expect(within(group).getByText('CFO, Maple Bank')).toBeInTheDocument();
    expect(within(group).getByText('1 Result(s)')).toBeInTheDocument();
    expect(repApi.callsTo('POST', '/api/candidates/browse')).toHaveLength(1);
  });

  it("says '1000+ Result(s)' when the count stopped at its cap, and still loads more", async () => {
    signedIn(
      { selected: 'candidate' },
      { 'POST /api/charities/read': { status: 200, body: { charities: [1, 2, 3, 4, 5, 6].map((id) => charity(id)), total: 1000, totalCapped: true } } },
    );
    renderApp('/search?categories=2');
    const group = await screen.findByRole('region', { name: 'Charities' });
    expect(await within(group).findByText('1000+ Result(s)')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Load More' })).toBeInTheDocument();
  });

  it("shows 'Load More' while fewer charities are loaded than the total, 6 per load", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = signedIn(
      { selected: 'candidate' },
      {
        'POST /api/charities/read': async (call: RecordedCall) => {
          const page = (call.body as Body).Pagination.Page;
          if (page === 2) await gate;
          const ids = page === 1 ? [1, 2, 3, 4, 5, 6] : [7, 8];
          return { status: 200, body: { charities: ids.map((id) => charity(id, { activePostingCount: id === 1 ? 3 : 0 })), total: 8, totalCapped: false } };
        },
      },
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/search?categories=2');
    const group = await screen.findByRole('region', { name: 'Charities' });
    expect(await within(group).findByText('8 Result(s)')).toBeInTheDocument();
    expect(within(group).getAllByTestId('charity-tile')).toHaveLength(6);
    expect(within(group).getByText('Available Positions: 3')).toBeInTheDocument();
    expect(within(group).getAllByText('No Available Positions')).toHaveLength(5);
    expect(within(group).getAllByText('ON, Canada')).toHaveLength(6);
    await user.click(within(group).getByRole('button', { name: 'Load More' }));
    expect(await within(group).findByRole('button', { name: 'Loading...' })).toBeDisabled();
    release();
    await waitFor(() => expect(within(group).getAllByTestId('charity-tile')).toHaveLength(8));
    expect((api.callsTo('POST', '/api/charities/read')[1]!.body as Body).Pagination).toEqual({ Page: 2, ItemsPerPage: 6 });
    expect(within(group).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    // Positions were not asked for.
    expect(screen.queryByRole('region', { name: 'Charity Postings' })).not.toBeInTheDocument();
  });

  it('highlights matching skills and the Applied mark for a candidate only', async () => {
    signedIn({ selected: 'candidate' }, { 'POST /api/charities/postings/read': { status: 200, body: { postings: [posting({ applied: true, matchingSkillIds: [1] })], total: 1, totalCapped: false } } });
    const view = renderApp('/search?categories=3');
    const tile = await screen.findByTestId('posting-tile');
    expect(within(tile).getByText('OPEN POSITION')).toBeInTheDocument();
    expect(within(tile).getByText('#42')).toBeInTheDocument();
    expect(within(tile).getByText('Applied')).toBeInTheDocument();
    expect(within(tile).getByText('MATCHING YOUR SKILLS')).toBeInTheDocument();
    expect(within(tile).getByText('(ADDITIONAL) REQUIRED SKILLS')).toBeInTheDocument();
    expect(within(tile).getByText('10 days left')).toBeInTheDocument();
    view.unmount();

    signedIn({ selected: 'charityRepresentative' }, { 'POST /api/charities/postings/read': { status: 200, body: { postings: [posting({ matchingSkillIds: [1] })], total: 1, totalCapped: false } } });
    renderApp('/search?categories=3');
    const repTile = await screen.findByTestId('posting-tile');
    expect(within(repTile).queryByText('MATCHING YOUR SKILLS')).not.toBeInTheDocument();
    expect(within(repTile).getByText('Finance')).toBeInTheDocument();
  });

  it('applies Search Filters as chips, removes one, clears all', async () => {
    const api = signedIn({ selected: 'candidate' });
    const user = userEvent.setup({ delay: null });
    renderApp('/search?categories=2');
    await screen.findByRole('region', { name: 'Charities' });
    await user.click(screen.getByRole('button', { name: 'Search Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search Filters' });
    await user.click(within(dialog).getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByRole('option', { name: 'North Bay' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await header()).toHaveTextContent('Search Results For: "North Bay"');
    await waitFor(() => expect((api.callsTo('POST', '/api/charities/read').at(-1)!.body as Body).Filters).toEqual([{ name: 'City', values: ['north bay'] }]));
    await user.click(screen.getByRole('button', { name: 'Remove filter North Bay' }));
    expect(await header()).toHaveTextContent('Showing All Available Results:');
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();

    // Two filters, then Clear All.
    await user.click(screen.getByRole('button', { name: 'Search Filters' }));
    const again = await screen.findByRole('dialog', { name: 'Search Filters' });
    await user.click(within(again).getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByRole('option', { name: 'Toronto' }));
    await user.click(within(again).getByRole('combobox', { name: 'Province' }));
    await user.click(await screen.findByRole('option', { name: 'Ontario' }));
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await header()).toHaveTextContent('Search Results For: "Toronto, Ontario"');
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(await header()).toHaveTextContent('Showing All Available Results:');
  });

  it("ranks candidates by fit for one of the charity's open postings, with why and what is missing", async () => {
    const { applied: _applied, applyBlocker: _blocker, ...base } = makePosting();
    const own = (id: number, status: 'OPEN' | 'EXPIRED') => ({ ...base, id, charity: { id: 9, name: 'Hope Food Bank' }, status, applicationCount: 0 });
    const ranked: CandidateTile = {
      ...candidate,
      fit: { score: 72, reasons: [{ kind: 'skills', ids: [2] }, { kind: 'causes', ids: [5] }], gaps: [{ kind: 'skills', ids: [1] }, { kind: 'place', level: 'elsewhere' }] },
    };
    const api = signedIn(
      { selected: 'charityRepresentative' },
      {
        'POST /api/charities/9/postings/read': { status: 200, body: { postings: [own(42, 'OPEN'), own(43, 'EXPIRED')], total: 2 } },
        'POST /api/candidates/browse': ({ body }) =>
          (body as Body).Filters.some((f) => f.name === 'FitFor')
            ? { status: 200, body: { candidates: [ranked], total: 1, totalCapped: false } }
            : { status: 200, body: { candidates: [candidate], total: 1, totalCapped: false } },
      },
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/search?categories=1');
    await screen.findByRole('region', { name: 'Candidates' });
    expect(screen.queryByTestId('candidate-fit')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search Filters' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Rank by fit for' }));
    // Open postings only.
    expect(screen.queryByRole('option', { name: 'Treasurer (#43)' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Treasurer (#42)' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Languages' }));
    await user.click(await screen.findByRole('option', { name: 'French' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Remove filter Ranked for Treasurer (#42)' })).toBeInTheDocument();
    const last = () => api.callsTo('POST', '/api/candidates/browse').at(-1)!.body as Body & { Sort?: unknown };
    await waitFor(() => expect(last().Filters).toEqual([{ name: 'languages', values: ['fr'] }, { name: 'FitFor', values: [42] }]));
    expect(last().Sort).toEqual([{ field: 'fit', isAscending: false }]);
    const fit = await screen.findByTestId('candidate-fit');
    expect(within(fit).getByText('Fit 72%')).toBeInTheDocument();
    const why = await within(fit).findByRole('list', { name: 'Why' });
    expect(await within(why).findByText('Governance')).toBeInTheDocument();
    expect(within(why).getByText('Health')).toBeInTheDocument();
    expect(within(fit).getByText(/Finance/)).toBeInTheDocument();
  });

  it('opens the charity profile from chid and removes it from the address', async () => {
    signedIn({ selected: 'candidate' }, { 'GET /api/charities/9/profile': { status: 200, body: profile } });
    const { router } = renderApp('/search?chid=9');
    expect(await screen.findByRole('heading', { name: 'Hope Food Bank' })).toBeInTheDocument();
    expect(screen.getByText('everyone').tagName).toBe('B');
    expect(screen.getByText('Rita Reader')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Back to results' }));
    expect(await header()).toHaveTextContent('Showing All Available Results:');
  });

  it('runs a new search from the header search bar while on /search, even with the same words', async () => {
    const api = signedIn({ selected: 'candidate' });
    const user = userEvent.setup({ delay: null });
    renderApp('/search?text=old&categories=2');
    expect(await header()).toHaveTextContent('Search Results For: "old"');
    const bar = screen.getByRole('search', { name: 'Search BoardMatch' });
    expect(within(bar).getByRole('combobox', { name: 'Search in' })).toHaveTextContent('Charities');
    const box = within(bar).getByRole('textbox', { name: 'Search text' });
    expect(box).toHaveValue('old');
    await user.clear(box);
    await user.type(box, 'hospice{Enter}');
    await waitFor(() => expect(screen.getByTestId('search-header')).toHaveTextContent('Search Results For: "hospice"'));
    await waitFor(() => expect((api.callsTo('POST', '/api/charities/read').at(-1)!.body as Body).Search).toBe('hospice'));
    const before = api.callsTo('POST', '/api/charities/read').length;
    await user.click(within(bar).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/charities/read').length).toBe(before + 1));
  });

  it("opens a charity's listings from 'Available Positions': open positions on the left, the summary on the right", async () => {
    const api = signedIn(
      { selected: 'candidate' },
      {
        'POST /api/charities/read': { status: 200, body: { charities: [charity(9, { name: 'Hope Food Bank', activePostingCount: 1 })], total: 1, totalCapped: false } },
        'POST /api/charities/postings/read': (call: RecordedCall) => {
          const byCharity = (call.body as Body).Filters.some((f) => f.name === 'charityId');
          return { status: 200, body: { postings: byCharity ? [posting({ id: 42 })] : [], total: byCharity ? 1 : 0, totalCapped: false } };
        },
        'GET /api/charities/9/profile': { status: 200, body: profile },
        'GET /api/charities/postings/42': { status: 200, body: makePosting({ id: 42 }) },
      },
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/search?categories=2');
    await user.click(await screen.findByRole('button', { name: 'Available Positions: 1' }));
    expect(await screen.findByRole('heading', { name: 'Open Positions' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Treasurer #42/ })).toBeInTheDocument();
    expect(await screen.findByText(/Position Number: #42|#42/, { selector: 'p' })).toBeInTheDocument();
    const listCall = api.callsTo('POST', '/api/charities/postings/read').find((c) => (c.body as Body).Filters.some((f) => f.name === 'charityId'))!;
    expect((listCall.body as Body).Filters).toEqual([{ name: 'charityId', values: [9] }]);
    await user.click(screen.getByRole('button', { name: 'Back to results' }));
    expect(await header()).toHaveTextContent('Showing All Available Results:');
  });

  it('opens the posting summary from pid and removes it from the address', async () => {
    signedIn({ selected: 'candidate' }, { 'GET /api/charities/postings/42': { status: 200, body: makePosting({ id: 42 }) } });
    const { router } = renderApp('/search?text=books&pid=42');
    expect(await screen.findByRole('dialog', { name: 'Position #42' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?text=books'));
  });
});
