import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Application, CharityPosting } from '@boardmatch/shared';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, sessionBody } from '@/test/mock-api.ts';
import { makeSession } from '@/test/fixtures.ts';
import { dayFromToday, makeApplication, makePosting } from '@/features/postings/test-utils.tsx';

afterEach(() => vi.unstubAllGlobals());

const MANAGER = {
  'charity-posting.read': 1,
  'charity-posting.create': 1,
  'charity-posting.update': 1,
  'charity-posting.delete': 1,
  'charity-board.read': 1,
  'charity-board.create': 1,
  'user-information.read': 1,
};
const VIEWER = { 'charity-posting.read': 1, 'charity-board.read': 1, 'user-information.read': 1 };

function charityPosting(o: Partial<CharityPosting> = {}): CharityPosting {
  const { applied: _a, applyBlocker: _b, ...base } = makePosting();
  return { ...base, status: 'OPEN', applicationCount: 2, ...o };
}

function signedIn(claims: Record<string, number>, routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...LOOKUPS,
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession({ selected: 'charityRepresentative', claims }) },
    'PUT /api/users/state': { status: 204 },
    'POST /api/charities/positions/read': { status: 200, body: { positions: [{ id: 7, charityId: 9, name: 'Treasurer', isDefault: true, isDisabled: false, isNotBoard: false }], total: 1 } },
    'POST /api/charities/9/postings/read': {
      status: 200,
      body: { postings: [charityPosting(), charityPosting({ id: 43, status: 'EXPIRED', expiryDate: dayFromToday(-3), applicationCount: 0 })], total: 2 },
    },
    'POST /api/candidates/applications/read': { status: 200, body: { applications: [] as Application[], total: 0 } },
    ...routes,
  });
}

const open = async (claims: Record<string, number> = MANAGER, routes: Parameters<typeof mockApi>[0] = {}) => {
  const api = signedIn(claims, routes);
  renderApp('/charity-postings');
  const table = await screen.findByRole('table', { name: 'Posted Positions' }, { timeout: 8000 });
  await within(table).findByText('#42');
  return { api, table, user: userEvent.setup({ delay: null }) };
};

// The page's dialogs load when first opened: their code is loaded here first, so that the time it takes to prepare it
// does not count against a step's wait.
beforeAll(() => Promise.all([import('@/features/postings/components/PostingFormDialog.tsx'), import('@/features/postings/components/ShareDialog.tsx'), import('@/features/positions/components/PositionDialog.tsx'), import('@/features/applications/components/FindCandidatesDialog.tsx'), import('@/features/applications/components/CharityApplicationsPanel.tsx'), import('@/components/RichTextEditor.tsx')]), 120_000);

describe('Posted Positions', () => {
  it('offers SHARE only on open postings and hides what a read-only role may not do', async () => {
    const { table } = await open();
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('button', { name: 'SHARE' })).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: 'SHARE' })).toBeNull();
    expect(within(rows[2]!).getByText('EXPIRED')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Position Posting' })).toBeInTheDocument();
  });

  it('shows a viewer no New Position Posting, EDIT or DELETE', async () => {
    const { table } = await open(VIEWER);
    expect(screen.queryByRole('button', { name: 'New Position Posting' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'EDIT' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'DELETE' })).toBeNull();
    expect(within(table).getAllByRole('button', { name: 'VIEW' })).toHaveLength(2);
  });

  it('offers SHARE in the summary of an open posting, not of an expired one', async () => {
    const { user } = await open();
    await user.click(screen.getAllByRole('button', { name: 'VIEW' })[1]!);
    const expired = await screen.findByRole('dialog', { name: /#43/ });
    expect(within(expired).queryByRole('button', { name: 'SHARE' })).toBeNull();
    await user.click(within(expired).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await user.click(screen.getAllByRole('button', { name: 'VIEW' })[0]!);
    const summary = await screen.findByRole('dialog', { name: /#42/ });
    await user.click(within(summary).getByRole('button', { name: 'SHARE' }));
    expect(await screen.findByRole('dialog', { name: 'Share Posting #42' })).toBeInTheDocument();
  });

  it('jumps from Total Applicants to the Applications tab filtered by that posting', async () => {
    const { api, user } = await open();
    await user.click(screen.getByRole('button', { name: '2 applicants for posting #42' }));
    expect(await screen.findByRole('table', { name: 'Applications' })).toBeInTheDocument();
    await waitFor(() => {
      const filters = (api.callsTo('POST', '/api/candidates/applications/read').at(-1)?.body as { Filters: { name: string; values: number[] }[] }).Filters;
      expect(filters).toEqual(expect.arrayContaining([{ name: 'postingId', values: [42] }, { name: 'positionId', values: [7] }, { name: 'charityId', values: [9] }]));
    });
  });

  it("refuses an empty posting form in the spec's words and pulls a late expiry back to the mandate end", async () => {
    const { api, user } = await open();
    await user.click(screen.getByRole('button', { name: 'New Position Posting' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Position Posting' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please fill out all required fields.')).toBeInTheDocument();
    expect(within(dialog).getByText('Must be filled')).toBeInTheDocument();
    expect(within(dialog).getByText('Must select at least one skill')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/charities/postings')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Expiry Date/), { target: { value: dayFromToday(100) } });
    fireEvent.change(within(dialog).getByLabelText(/^Mandate End Date/), { target: { value: dayFromToday(50) } });
    expect(await screen.findByText('Expiry Date is after Mandate End Date. Expiry Date has been adjusted.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Expiry Date/)).toHaveValue(dayFromToday(50));
  });

  it('shares a posting with the default subject and says it was sent', async () => {
    const { api, user } = await open(MANAGER, { 'POST /api/charities/postings/42/share': { status: 200, body: true } });
    await user.click(within(screen.getByRole('table', { name: 'Posted Positions' })).getAllByRole('button', { name: 'SHARE' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Share Posting #42' });
    expect(within(dialog).getByLabelText(/^Subject/)).toHaveValue('Recommended Position - Treasurer with Hope Food Bank on BoardMatch');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Recipient E-mail/), 'friend@example.org');
    await user.type(within(dialog).getByLabelText(/^Recipient Name/), 'Sam');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This position posting has been sent.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/charities/postings/42/share')[0]!.body).toMatchObject({ toEmail: 'friend@example.org', toName: 'Sam', fromName: 'Pat Lee' });
  });
});

describe("the charity's application dialog", () => {
  const withApplication = (application: Application) => ({
    'POST /api/candidates/applications/read': { status: 200, body: { applications: [application], total: 1 } },
    'GET /api/candidates/4': { status: 404, body: { code: 'NOT_FOUND', message: 'x', issues: [] } },
    'PATCH /api/candidates/applications/100': { status: 200, body: application },
  });

  async function openApplication(application: Application, routes: Parameters<typeof mockApi>[0] = {}) {
    const ctx = await open(MANAGER, { ...withApplication(application), ...routes });
    await ctx.user.click(screen.getByRole('tab', { name: 'Applications' }));
    await ctx.user.click(await screen.findByRole('button', { name: 'View the application of Pat Lee' }));
    return { ...ctx, dialog: await screen.findByRole('dialog', { name: 'Application of Pat Lee for Treasurer' }) };
  }

  it('offers the moves the rules allow: no Under Review twice, nothing once declined', async () => {
    const { dialog } = await openApplication(makeApplication({ applicationStatusId: 15, applicationStatus: { id: 15, name: 'Under Review' } }));
    for (const name of ['Decline', 'Request Interview', 'Extend Offer']) expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Under Review' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('asks before declining, with a private reason and the kind note prefilled, and sends both', async () => {
    const { api, user, dialog } = await openApplication(makeApplication(), {
      'GET /api/candidates/applications/100/pipeline': { status: 200, body: { shortlisted: false, history: [], notes: [], declineMessage: 'Dear Pat,\n\nThank you for applying.' } },
    });
    await within(dialog).findByText('No notes yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(confirm).getByText('Are you sure you want to reject this application?')).toBeInTheDocument();
    const message = within(confirm).getByLabelText('Message to the candidate');
    expect(message).toHaveValue('Dear Pat,\n\nThank you for applying.');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await within(confirm).findByText('Please choose a value for Reason (private)')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/candidates/applications/100')).toHaveLength(0);

    await user.click(within(confirm).getByRole('combobox', { name: /Reason \(private\)/ }));
    await user.click(await screen.findByRole('option', { name: 'Skills do not match this role' }));
    await user.clear(message);
    await user.type(message, 'Thank you.');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Application was declined')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/candidates/applications/100')[0]!.body).toEqual([
      { op: 'replace', path: '/applicationStatusId', value: 7 },
      { op: 'replace', path: '/declineReason', value: 'skills' },
      { op: 'replace', path: '/message', value: 'Thank you.' },
    ]);
  });

  it("shows the history and the private notes, and adds a note once however fast it is pressed", async () => {
    const pipeline = {
      shortlisted: false,
      history: [{ status: { id: 2, name: 'Application in Progress' }, by: 'Pat Lee', at: '2026-03-10T14:30:00.000Z', declineReason: null }],
      notes: [{ id: 1, note: 'Strong on audits.', author: 'Rita Rep', at: '2026-03-11T09:00:00.000Z' }],
      declineMessage: 'Dear Pat,',
    };
    const added = { id: 2, note: 'Call on Tuesday.', author: 'Rita Rep', at: '2026-03-12T09:00:00.000Z' };
    const { api, user, dialog } = await openApplication(makeApplication(), {
      'GET /api/candidates/applications/100/pipeline': { status: 200, body: pipeline },
      'POST /api/candidates/applications/100/notes': async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { status: 201, body: added };
      },
    });
    expect(await within(dialog).findByText('Application in Progress, by Pat Lee')).toBeInTheDocument();
    expect(within(dialog).getByText('Strong on audits.')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Private notes' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(await within(dialog).findByText('Note can not be empty')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/candidates/applications/100/notes')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Note'), 'Call on Tuesday.');
    const add = within(dialog).getByRole('button', { name: 'Add note' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(await screen.findByText('Note added.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/candidates/applications/100/notes').map((c) => c.body)).toEqual([{ note: 'Call on Tuesday.' }]);
  });

  it('asks before closing the dialog with a note written and not added', async () => {
    const { user, dialog } = await openApplication(makeApplication(), {
      'GET /api/candidates/applications/100/pipeline': { status: 200, body: { shortlisted: false, history: [], notes: [], declineMessage: 'Dear Pat,' } },
    });
    await user.type(await within(dialog).findByLabelText('Note'), 'Half a thought');
    // The action row's Close (the title's close icon carries the same name).
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    const ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByLabelText('Note')).toHaveValue('Half a thought');
  });

  it('shows no move on a declined application', async () => {
    const { dialog } = await openApplication(makeApplication({ applicationStatusId: 7, applicationStatus: { id: 7, name: 'Declined' } }));
    expect(within(dialog).queryByRole('button', { name: /Decline|Under Review|Request Interview|Extend Offer/ })).toBeNull();
  });
});

describe("the charity's shortlist", () => {
  it('stars a row, and the Needs a reply and Shortlisted filters ask for those applications', async () => {
    const application = makeApplication();
    const api = signedIn(MANAGER, {
      'POST /api/candidates/applications/read': { status: 200, body: { applications: [application], total: 1 } },
      'PUT /api/candidates/applications/100/shortlist': { status: 200, body: { shortlisted: true } },
    });
    renderApp('/charity-postings');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'Applications' }, { timeout: 8000 }));
    const star = await screen.findByRole('button', { name: 'Shortlist Pat Lee' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() => expect(api.callsTo('PUT', '/api/candidates/applications/100/shortlist').map((c) => c.body)).toEqual([{ shortlisted: true }]));

    const filtersOf = () => (api.callsTo('POST', '/api/candidates/applications/read').at(-1)?.body as { Filters: { name: string; values: unknown[] }[] }).Filters;
    await user.click(screen.getByRole('button', { name: 'Needs a reply' }));
    await waitFor(() => expect(filtersOf()).toContainEqual({ name: 'applicationStatusId', values: [2] }));
    await user.click(screen.getByRole('button', { name: 'Shortlisted' }));
    await waitFor(() => expect(filtersOf()).toContainEqual({ name: 'shortlisted', values: [1] }));
    expect(screen.getByRole('button', { name: 'Shortlisted' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows how long each applicant has waited, with Overdue past the deadline", async () => {
    signedIn(MANAGER, {
      'POST /api/candidates/applications/read': {
        status: 200,
        body: { applications: [makeApplication({ waiting: { days: 12, overdue: true } }), makeApplication({ id: 101, candidate: { id: 5, firstName: 'Sam', lastName: 'Roy' }, waiting: { days: 3, overdue: false } })], total: 2 },
      },
    });
    renderApp('/charity-postings?tab=applications');
    const late = (await screen.findByText('12 days', {}, { timeout: 8000 })).closest('tr')!;
    expect(within(late).getByText('Overdue')).toBeInTheDocument();
    const recent = screen.getByText('3 days').closest('tr')!;
    expect(within(recent).queryByText('Overdue')).toBeNull();
  });

  it("links '{n} applicants are waiting for a reply' to the Applications tab with Needs a reply on", async () => {
    const api = signedIn(MANAGER, {
      'POST /api/candidates/applications/read': { status: 200, body: { applications: [makeApplication()], total: 3 } },
    });
    renderApp('/charity-postings');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('link', { name: '3 applicants are waiting for a reply' }, { timeout: 8000 }));
    expect(await screen.findByRole('table', { name: 'Applications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Needs a reply' })).toHaveAttribute('aria-pressed', 'true');
    const filters = (api.callsTo('POST', '/api/candidates/applications/read').at(-1)?.body as { Filters: { name: string; values: unknown[] }[] }).Filters;
    expect(filters).toContainEqual({ name: 'applicationStatusId', values: [2] });
  });

  it('declines several at once with one reason, after a check that one was chosen', async () => {
    const api = signedIn(MANAGER, {
      'POST /api/candidates/applications/read': {
        status: 200,
        body: { applications: [makeApplication(), makeApplication({ id: 101, candidate: { id: 5, firstName: 'Sam', lastName: 'Roy' } }), makeApplication({ id: 102, applicationStatusId: 7, applicationStatus: { id: 7, name: 'Declined' } })], total: 3 },
      },
      'POST /api/candidates/applications/decline': { status: 200, body: { declined: 2 } },
    });
    renderApp('/charity-postings?tab=applications');
    const user = userEvent.setup({ delay: null });
    await screen.findAllByText('Sam Roy', {}, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Decline several' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline several applications' });
    // A declined application is not offered again.
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Choose at least one application.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Pat Lee/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Sam Roy/ }));
    await user.click(within(dialog).getByRole('combobox', { name: /Reason \(private\)/ }));
    await user.click(await screen.findByRole('option', { name: 'Position filled or withdrawn' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('2 applications were declined')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/candidates/applications/decline').map((c) => c.body)).toEqual([{ applicationIds: [100, 101], declineReason: 'positionFilled' }]);
  });

  it('shows a viewer no star', async () => {
    signedIn(VIEWER, { 'POST /api/candidates/applications/read': { status: 200, body: { applications: [makeApplication()], total: 1 } } });
    renderApp('/charity-postings');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'Applications' }, { timeout: 8000 }));
    expect(await screen.findByRole('button', { name: 'View the application of Pat Lee' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Shortlist Pat Lee' })).toBeNull();
  });
});

describe('finding candidates for a posting', () => {
  it('searches candidates who allow review and invites one for an interview, once', async () => {
    const tile = { id: 31, firstName: 'Rita', lastName: 'Reyes', profileImageUrl: null, title: 'Controller', organizationName: 'Acme', city: 'Toronto', region: 'ON', profileColour: '#00695c' };
    const { api, user } = await open(MANAGER, {
      'POST /api/candidates/browse': { status: 200, body: { candidates: [tile], total: 1, totalCapped: false } },
      'POST /api/charities/postings/42/invite-candidate': { status: 201, body: makeApplication({ applicationStatusId: 12, applicationStatus: { id: 12, name: 'Interview' } }) },
    });
    await user.click(within(screen.getByRole('table', { name: 'Posted Positions' })).getAllByRole('button', { name: 'Find Candidates' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Find Candidates for Posting #42' });
    await user.type(within(dialog).getByLabelText('Search candidates'), 'controller');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect((api.callsTo('POST', '/api/candidates/browse').at(-1)?.body as { Search?: string }).Search).toBe('controller'));
    await user.click(await within(dialog).findByRole('button', { name: 'Invite for Interview' }));
    // Nothing is sent before the representative says yes.
    const ask = await screen.findByRole('dialog', { name: 'Invite for Interview' });
    expect(within(ask).getByText('Invite Rita Reyes for an interview? They will receive an e-mail asking them to reply.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/charities/postings/42/invite-candidate')).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The candidate has been invited for an interview.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/charities/postings/42/invite-candidate')[0]!.body).toEqual({ candidateId: 31 });
    expect(await within(dialog).findByRole('button', { name: 'Invite for Interview' })).toBeDisabled();
  });
});
