import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Application } from '@boardmatch/shared';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, sessionBody } from '@/test/mock-api.ts';
import { makeSession, type SessionOptions } from '@/test/fixtures.ts';
import { makeApplication } from '@/features/postings/test-utils.tsx';

afterEach(() => vi.unstubAllGlobals());
// The machine is shared: lazy pages may take a moment.

function signedIn(options: SessionOptions, routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...LOOKUPS,
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession(options) },
    'PUT /api/users/state': { status: 204 },
    ...routes,
  });
}

const list = (applications: Application[], total = applications.length) => ({ status: 200, body: { applications, total } });

async function openApplication(application: Application, patchReply: Parameters<typeof mockApi>[0][string] = { status: 200, body: application }) {
  const api = signedIn({ selected: 'candidate' }, { 'POST /api/candidates/applications/read': list([application]), 'PATCH /api/candidates/applications/100': patchReply });
  const user = userEvent.setup({ delay: null });
  renderApp('/candidate-postings');
  await user.click(await screen.findByRole('button', { name: 'View the application for Treasurer' }, { timeout: 8000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Application for Treasurer' });
  return { api, user, dialog };
}

describe('My Applications', () => {
  it('shows the way to the training course while onboarding is incomplete, and loads no applications', async () => {
    const api = signedIn({ selected: 'candidate', candidateComplete: false });
    renderApp('/candidate-postings');
    expect(await screen.findByText('See all currently Board positions that you applied to.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Training Course' })).toHaveAttribute('href', '/candidate-training');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/candidates/applications/read')).toHaveLength(0);
  });

  it("lists the candidate's applications, 20 a page, newest first", async () => {
    const api = signedIn({ selected: 'candidate' }, { 'POST /api/candidates/applications/read': list([makeApplication()], 1) });
    renderApp('/candidate-postings');
    const table = await screen.findByRole('table', { name: 'My applications' }, { timeout: 8000 });
    expect(await within(table).findByText('Treasurer (#42)')).toBeInTheDocument();
    expect(within(table).getByText('Hope Food Bank')).toBeInTheDocument();
    expect(within(table).getByText('Application in Progress')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/candidates/applications/read')[0]!.body).toEqual({
      Filters: [{ name: 'candidateId', values: [4] }],
      Pagination: { Page: 1, ItemsPerPage: 20 },
      Sort: [{ field: 'applicationDate', isAscending: false }],
    });
  });

  it('withdraws after "Are you sure?"', async () => {
    const { api, user, dialog } = await openApplication(makeApplication({ applicationStatusId: 15, applicationStatus: { id: 15, name: 'Under Review' } }));
    expect(within(dialog).getByText('Under Review')).toBeInTheDocument();
    expect(within(dialog).getByText('I have kept books for ten years.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(confirm).getByText('Are you sure?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Application was withdrawn')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/candidates/applications/100')[0]!.body).toEqual([{ op: 'replace', path: '/applicationStatusId', value: 6 }]);
  });

  it('denies an extended offer after its question', async () => {
    const { api, user, dialog } = await openApplication(makeApplication({ applicationStatusId: 14, applicationStatus: { id: 14, name: 'Offer Extended' } }));
    expect(within(dialog).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText('Are you sure you would like to decline this application?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Application was declined')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/candidates/applications/100')[0]!.body).toEqual([{ op: 'replace', path: '/applicationStatusId', value: 6 }]);
  });

  it('accepts an extended offer after its confirmation', async () => {
    const { api, user, dialog } = await openApplication(makeApplication({ applicationStatusId: 14, applicationStatus: { id: 14, name: 'Offer Extended' } }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Please confirm that you are accepting this offer.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText("Application's status updated")).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/candidates/applications/100')[0]!.body).toEqual([{ op: 'replace', path: '/applicationStatusId', value: 1 }]);
  });

  it('does nothing when the confirmation is declined', async () => {
    const { api, user, dialog } = await openApplication(makeApplication());
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await user.click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/api/candidates/applications/100')).toHaveLength(0);
  });

  it.each([
    [1, 'Offer Accepted'],
    [6, 'Withdrawn'],
    [7, 'Declined'],
  ])('offers no action in status %s', async (id, name) => {
    const { dialog } = await openApplication(makeApplication({ applicationStatusId: id, applicationStatus: { id, name } }));
    expect(within(dialog).getByText(name)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Withdraw|Deny|Accept/ })).not.toBeInTheDocument();
  });

  it("reads an application closed as No Response as 'No reply from the charity', with nothing left to do", async () => {
    const closed = makeApplication({ applicationStatusId: 16, applicationStatus: { id: 16, name: 'No Response' } });
    signedIn({ selected: 'candidate' }, { 'POST /api/candidates/applications/read': list([closed]) });
    const user = userEvent.setup({ delay: null });
    renderApp('/candidate-postings');
    const table = await screen.findByRole('table', { name: 'My applications' }, { timeout: 8000 });
    expect(await within(table).findByText('No reply from the charity')).toBeInTheDocument();
    expect(within(table).queryByText('No Response')).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'View the application for Treasurer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Application for Treasurer' });
    expect(within(dialog).getByText('No reply from the charity')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Withdraw|Deny|Accept/ })).not.toBeInTheDocument();
  });

  it('says so when the status change fails', async () => {
    const { user, dialog } = await openApplication(makeApplication(), {
      status: 400,
      body: { code: 'BAD_REQUEST', message: "There was an issue with updating the application's status", issues: [] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText("There was an issue with updating the application's status")).toBeInTheDocument();
  });
});
