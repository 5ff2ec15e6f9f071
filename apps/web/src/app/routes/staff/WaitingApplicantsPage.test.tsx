import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WaitingApplicant } from '@boardmatch/shared';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, sessionBody } from '@/test/mock-api.ts';
import { makeSession, type SessionOptions } from '@/test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const APPLICANT: WaitingApplicant = {
  applicationId: 71,
  charity: { id: 3, name: 'Hope Food Bank' },
  posting: { id: 42, positionName: 'Treasurer' },
  candidate: { id: 9, firstName: 'Élise', lastName: 'Tremblay' },
  applicationDate: '2027-06-14T13:00:00.000Z',
  daysWaiting: 12,
  remindedAt: null,
  representatives: [
    { firstName: 'Ada', lastName: 'Answer', phone: '514-555-0101', email: 'ada@hope.example' },
    { firstName: 'Max', lastName: 'Manager', phone: null, email: 'max@hope.example' },
  ],
};
const SILENT: WaitingApplicant = { ...APPLICANT, applicationId: 72, charity: { id: 4, name: 'Quiet Shelter' }, candidate: { id: 10, firstName: 'Omar', lastName: 'Haddad' }, daysWaiting: 1, representatives: [] };

const list = { 'POST /api/staff/waiting-applicants/read': { status: 200, body: { applicants: [APPLICANT, SILENT], total: 2 } } };

function open(routes: Parameters<typeof mockApi>[0] = {}, session: SessionOptions = { selected: 'boardmatch' }) {
  const api = mockApi({
    ...LOOKUPS,
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession(session) },
    'PUT /api/users/state': { status: 204 },
    ...routes,
  });
  renderApp('/boardmatch-waiting-applicants');
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('Waiting applicants', () => {
  it('lists overdue applications by charity with days waiting and the representatives to call, read with AdminOverride', async () => {
    const { api } = open(list);
    const table = await screen.findByRole('table', { name: 'Waiting applicants' }, { timeout: 8000 });
    await within(table).findByText('Hope Food Bank');
    for (const header of ['Charity', 'Posting', 'Candidate', 'Applied', 'Days waiting', 'Representatives to call', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Treasurer (#42)')).toBeInTheDocument();
    expect(within(first!).getByText('Élise Tremblay')).toBeInTheDocument();
    expect(within(first!).getByText('12 working days')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: '514-555-0101' })).toHaveAttribute('href', 'tel:5145550101');
    expect(within(first!).getByRole('link', { name: 'max@hope.example' })).toHaveAttribute('href', 'mailto:max@hope.example');
    expect(within(table).getByText('1 working day')).toBeInTheDocument();
    expect(within(table).getByText('No representative may answer')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/staff/waiting-applicants/read')[0]!.body).toMatchObject({ Filters: [{ name: 'AdminOverride', values: [1] }] });
  });

  it("'Remind' sends the reminder and says so; a second press the same day shows the API's answer", async () => {
    let presses = 0;
    const { api, user } = open({
      ...list,
      'POST /api/staff/waiting-applicants/71/remind': () =>
        ++presses === 1
          ? { status: 200, body: { remindedAt: '2027-06-29T14:00:00.000Z', recipients: 2 } }
          : { status: 409, body: { code: 'CONFLICT', message: 'A reminder was already sent today for this application.', issues: [] } },
    });
    const remind = await screen.findByRole('button', { name: 'Remind Hope Food Bank about Élise Tremblay' }, { timeout: 8000 });
    await user.click(remind);
    expect(await screen.findByText('Reminder sent')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remind Hope Food Bank about Élise Tremblay' }));
    expect(await screen.findByText('A reminder was already sent today for this application.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/staff/waiting-applicants/71/remind')).toHaveLength(2);
  });

  it('shows when the charity was last reminded', async () => {
    open({ 'POST /api/staff/waiting-applicants/read': { status: 200, body: { applicants: [{ ...APPLICANT, remindedAt: '2027-06-29T14:00:00.000Z' }], total: 1 } } });
    const table = await screen.findByRole('table', { name: 'Waiting applicants' }, { timeout: 8000 });
    expect(await within(table).findByText(/^Reminded 2027-Jun-29/)).toBeInTheDocument();
  });

  it('says so when nobody is waiting past the deadline', async () => {
    open({ 'POST /api/staff/waiting-applicants/read': { status: 200, body: { applicants: [], total: 0 } } });
    expect(await screen.findByText('No applicant is waiting past the deadline.', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('is refused to a representative, and asks the API nothing', async () => {
    const { api } = open(list, { selected: 'charityRepresentative' });
    expect(await screen.findByRole('heading', { name: /Not allowed/ }, { timeout: 8000 })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/staff/waiting-applicants/read')).toHaveLength(0);
  });
});
