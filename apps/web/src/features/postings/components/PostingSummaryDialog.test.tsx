import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, noSession, sessionBody } from '@/test/mock-api.ts';
import { makeSession, type SessionOptions } from '@/test/fixtures.ts';
import { dayFromToday, makeApplication, makePosting, renderWithProviders } from '@/features/postings/test-utils.tsx';
import { PostingSummaryDialog } from './PostingSummaryDialog.tsx';

afterEach(() => vi.unstubAllGlobals());
// The machine is shared: lazy pages may take a moment.

function signedIn(options: SessionOptions, routes: Parameters<typeof mockApi>[0]) {
  return mockApi({
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession(options) },
    ...routes,
  });
}

const applyButton = () => screen.getByRole('button', { name: 'Apply' });

describe('PostingSummaryDialog', () => {
  it('shows the summary and lets a candidate apply with Notes', async () => {
    const api = signedIn({ selected: 'candidate' }, {
      'GET /api/charities/postings/42': { status: 200, body: makePosting() },
      'POST /api/candidates/applications': { status: 201, body: makeApplication() },
    });
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<PostingSummaryDialog postingId={42} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Position #42' });
    expect(await within(dialog).findByText('Hope Food Bank')).toBeInTheDocument();
    expect(within(dialog).getByText('Treasurer')).toBeInTheDocument();
    expect(within(dialog).getByText('Board Position')).toBeInTheDocument();
    expect(within(dialog).getByText('2027-01-01 to 2027-01-22 (3 weeks)')).toBeInTheDocument();
    expect(within(dialog).getByText('books').tagName).toBe('B');
    expect(within(dialog).getByText('Finance')).toBeInTheDocument();
    expect(within(dialog).getByText('CPA preferred')).toBeInTheDocument();
    expect(within(dialog).getByText(/5 days left/)).toBeInTheDocument();
    expect(within(dialog).queryByText('EXPIRED')).not.toBeInTheDocument();

    await user.click(applyButton());
    expect(await screen.findByText('Notes can not be empty')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/candidates/applications')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Notes/ }), 'I keep books.');
    await user.click(applyButton());
    expect(await screen.findByText('Successfully applied for Treasurer')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/candidates/applications')[0]!.body).toEqual({ postingId: 42, description: 'I keep books.', charityId: 9, charityPositionId: 7 });
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    ['expired', 'Position Exipred'],
    ['notCandidate', 'Must be signed in as a Candidate to apply.'],
    ['onboarding', 'You must complete your Onboarding before you can apply.'],
    ['applied', 'You have already applied for this position.'],
  ] as const)('disables Apply when the server says %s', async (blocker, text) => {
    signedIn({ selected: 'candidate' }, { 'GET /api/charities/postings/42': { status: 200, body: makePosting({ applyBlocker: blocker }) } });
    await renderWithProviders(<PostingSummaryDialog postingId={42} onClose={() => {}} />);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(applyButton()).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Notes/ })).toBeDisabled();
  });

  it('shows EXPIRED in red and the expired text for a posting past its expiry', async () => {
    signedIn({ selected: 'candidate' }, { 'GET /api/charities/postings/42': { status: 200, body: makePosting({ expiryDate: dayFromToday(-3), applyBlocker: 'expired' }) } });
    await renderWithProviders(<PostingSummaryDialog postingId={42} onClose={() => {}} />);
    expect(await screen.findByText('EXPIRED')).toBeInTheDocument();
    expect(screen.getByText(/Expired 3 days ago/)).toBeInTheDocument();
    expect(screen.getByText('Position Exipred')).toBeInTheDocument();
    expect(applyButton()).toBeDisabled();
  });

  it('uses the public call for anonymous visitors, who may not apply', async () => {
    const api = mockApi({
      'POST /api/auth/refresh-token': noSession,
      'GET /api/charities/postings/public/42': { status: 200, body: makePosting({ applyBlocker: 'notCandidate', charityPosition: { id: 7, name: 'Helper', isNotBoard: true } }) },
    });
    await renderWithProviders(<PostingSummaryDialog postingId={42} onClose={() => {}} />);
    expect(await screen.findByText('Must be signed in as a Candidate to apply.')).toBeInTheDocument();
    expect(screen.getByText('Not a Board Position')).toBeInTheDocument();
    expect(applyButton()).toBeDisabled();
    expect(api.callsTo('GET', '/api/charities/postings/42')).toHaveLength(0);
  });

  it("says 'The position is no longer available.' when the posting is gone, and shows a refused application's reason", async () => {
    signedIn({ selected: 'candidate' }, {
      'GET /api/charities/postings/42': { status: 404, body: { code: 'NOT_FOUND', message: 'The position is no longer available.', issues: [] } },
    });
    await renderWithProviders(<PostingSummaryDialog postingId={42} onClose={() => {}} />);
    expect(await screen.findByText('The position is no longer available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('shows the server refusal when applying fails', async () => {
    signedIn({ selected: 'candidate' }, {
      'GET /api/charities/postings/42': { status: 200, body: makePosting() },
      'POST /api/candidates/applications': { status: 409, body: { code: 'CONFLICT', message: 'You have already applied for this position.', issues: [] } },
    });
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    await renderWithProviders(<PostingSummaryDialog postingId={42} onClose={onClose} />);
    await user.type(await screen.findByRole('textbox', { name: /Notes/ }), 'Again');
    await user.click(applyButton());
    await waitFor(() => expect(screen.getAllByText('You have already applied for this position.').length).toBeGreaterThan(0));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('renders nothing when no posting is chosen', async () => {
    const api = mockApi({ 'POST /api/auth/refresh-token': noSession });
    await renderWithProviders(<PostingSummaryDialog postingId={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.includes('postings'))).toHaveLength(0);
  });

  it("offers SHARE to a representative of the posting's own charity while it is open, and to nobody else", async () => {
    const claims = { 'charity-posting.read': 1, 'user-information.read': 1 };
    signedIn({ selected: 'charityRepresentative', claims }, { 'GET /api/charities/postings/42': { status: 200, body: makePosting({ applyBlocker: 'notCandidate' }) } });
    const user = userEvent.setup({ delay: null });
    const first = await renderWithProviders(<PostingSummaryDialog postingId={42} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Position #42' });
    await within(dialog).findByText('Hope Food Bank');
    await user.click(within(dialog).getByRole('button', { name: 'SHARE' }));
    expect(await screen.findByRole('dialog', { name: 'Share Posting #42' })).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();

    signedIn({ selected: 'charityRepresentative', claims }, { 'GET /api/charities/postings/42': { status: 200, body: makePosting({ charityId: 77, applyBlocker: 'notCandidate' }) } });
    await renderWithProviders(<PostingSummaryDialog postingId={42} onClose={() => undefined} />);
    const other = await screen.findByRole('dialog', { name: 'Position #42' });
    await within(other).findByText('Hope Food Bank');
    expect(within(other).queryByRole('button', { name: 'SHARE' })).toBeNull();
  });
});
