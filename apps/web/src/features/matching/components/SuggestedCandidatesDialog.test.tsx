import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SuggestedCandidate } from '@boardmatch/shared';
import { mockApi, sessionBody } from '@/test/mock-api.ts';
import { makeSession } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { SuggestedCandidatesDialog } from './SuggestedCandidatesDialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const REVIEWER = { 'charity-posting.read': 1, 'user-information.read': 1 };
const SUGGESTED = 'GET /api/charities/postings/42/suggested-candidates';
const INVITE = 'POST /api/charities/postings/42/invite-to-apply';

const candidate = (o: Partial<SuggestedCandidate>): SuggestedCandidate => ({
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  title: 'Accountant',
  organizationName: 'Summit LLP',
  city: 'Halifax',
  region: 'NS',
  fit: {
    score: 88,
    reasons: [{ kind: 'skills', ids: [2, 3] }, { kind: 'causes', ids: [5] }, { kind: 'place', level: 'city' }],
    gaps: [{ kind: 'skills', ids: [4] }, { kind: 'boardExperience', typeId: null }],
  },
  invited: false,
  ...o,
});

async function open(list: SuggestedCandidate[], invite?: Parameters<typeof mockApi>[0][string]) {
  const api = mockApi({
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession({ selected: 'charityRepresentative', claims: REVIEWER }) },
    'GET /api/lookups/skills': { status: 200, body: [{ id: 2, name: 'Finance & Accounting' }, { id: 3, name: 'Governance' }, { id: 4, name: 'Legal' }] },
    'GET /api/lookups/focus-areas': { status: 200, body: [{ id: 5, name: 'Food Security' }] },
    [SUGGESTED]: { status: 200, body: { postingId: 42, candidates: list } },
    ...(invite ? { [INVITE]: invite } : {}),
  });
  await renderWithProviders(<SuggestedCandidatesDialog postingId={42} onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'Suggested candidates for #42' });
  return { api, dialog, user: userEvent.setup({ delay: null }) };
}

describe("'Suggested candidates'", () => {
  it("shows each candidate's place, score, 'Why' as named chips and 'Gaps' in words, with a link to the profile", async () => {
    const { dialog } = await open([candidate({}), candidate({ id: 8, firstName: 'Bo', lastName: 'Chen', invited: true, fit: { score: 40, reasons: [], gaps: [{ kind: 'causes', ids: [5] }] } })]);
    const ada = await within(dialog).findByRole('listitem', { name: 'Ada Lovelace' });
    expect(within(ada).getByText('Accountant, Summit LLP · Halifax, NS')).toBeInTheDocument();
    expect(within(ada).getByLabelText('Fit score: 88 out of 100')).toBeInTheDocument();
    const why = within(ada).getByRole('list', { name: 'Why' });
    expect(await within(why).findByText('Finance & Accounting')).toBeInTheDocument();
    expect(within(why).getByText('Governance')).toBeInTheDocument();
    expect(within(why).getByText('Food Security')).toBeInTheDocument();
    expect(within(why).getByText('Same city')).toBeInTheDocument();
    expect(within(ada).getByText('Missing: Legal · No board experience')).toBeInTheDocument();
    expect(within(ada).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/search?cid=7&pid=42');
    expect(within(ada).getByRole('button', { name: 'Invite Ada Lovelace to apply' })).toBeEnabled();

    const bo = within(dialog).getByRole('listitem', { name: 'Bo Chen' });
    expect(within(bo).getByText('No shared cause')).toBeInTheDocument();
    expect(within(bo).getByRole('button', { name: 'Invited' })).toBeDisabled();
    expect(within(bo).queryByRole('button', { name: /Invite .* to apply/ })).toBeNull();
  });

  it("sends one invitation however fast it is pressed, then shows 'Invited'", async () => {
    const { api, dialog, user } = await open([candidate({})], async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { status: 200, body: { postingId: 42, candidateId: 7, invitedAt: new Date().toISOString() } };
    });
    const button = await within(dialog).findByRole('button', { name: 'Invite Ada Lovelace to apply' });
    await user.dblClick(button);
    expect(await within(dialog).findByRole('button', { name: 'Invited' })).toBeDisabled();
    expect(api.callsTo('POST', '/api/charities/postings/42/invite-to-apply')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/charities/postings/42/invite-to-apply')[0]!.body).toEqual({ candidateId: 7 });
    expect(await screen.findByText('Invitation sent to Ada Lovelace.')).toBeInTheDocument();
  });

  it('says so in words when no candidate fits', async () => {
    const { dialog } = await open([]);
    expect(await within(dialog).findByText(/No candidate fits this posting yet/)).toBeInTheDocument();
  });

  it('shows the server’s refusal of a closed posting', async () => {
    mockApi({
      'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
      'GET /api/users/session': { status: 200, body: makeSession({ selected: 'charityRepresentative', claims: REVIEWER }) },
      [SUGGESTED]: { status: 400, body: { code: 'BAD_REQUEST', message: 'This posting is closed or expired: suggestions and invitations are for open postings.', issues: [] } },
    });
    await renderWithProviders(<SuggestedCandidatesDialog postingId={42} onClose={() => undefined} />);
    expect(await screen.findByText(/This posting is closed or expired/)).toBeInTheDocument();
    expect(screen.queryByText(/No candidate fits/)).toBeNull();
  });
});
