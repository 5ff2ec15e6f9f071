import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Application } from '@boardmatch/shared';
import { mockApi, sessionBody } from '@/test/mock-api.ts';
import { makeSession } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { makeApplication, makeInterview } from '@/test/application-fixtures.ts';
import { ApplicationsTable } from './ApplicationsTable.tsx';

afterEach(() => vi.unstubAllGlobals());
// The dialogs' code loads when first opened: loaded here first, so that preparing it does not count against a wait.
beforeAll(() => Promise.all([import('./ChooseInterviewTimeDialog.tsx'), import('./CancelInterviewDialog.tsx')]), 60_000);

const IN_INTERVIEW = { applicationStatusId: 12, applicationStatus: { id: 12, name: 'Interview' } };
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const spelled = (iso: string) => new Intl.DateTimeFormat('en-CA', { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));

/** A window as narrow as a phone (390 px): every max-width query below 600 px matches. */
function phoneWidth() {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || 390 <= Number(max[1])) && (!min || 390 >= Number(min[1]));
    return { matches, media: query, onchange: null, addListener: vi.fn(), removeListener: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: vi.fn() };
  });
}

async function showApplications(applications: Application[], routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession({ selected: 'candidate' }) },
    'POST /api/candidates/applications/read': { status: 200, body: { applications, total: applications.length } },
    ...routes,
  });
  await renderWithProviders(<ApplicationsTable candidateId={4} />);
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('the candidate chooses an interview time', () => {
  it("offers 'Choose a time' on a phone, asks for one, and books the one chosen", async () => {
    phoneWidth();
    const interview = makeInterview();
    const application = makeApplication({ ...IN_INTERVIEW, interview });
    const { api, user } = await showApplications([application], {
      'POST /api/candidates/applications/100/interview/choice': { status: 200, body: { ...application, interview: { ...interview, state: 'scheduled', startsAt: interview.slots[1]!.startsAt } } },
    });
    const cards = await screen.findByRole('list', { name: 'My applications' });
    await user.click(await within(cards).findByRole('button', { name: 'Choose a time' }));

    const dialog = await screen.findByRole('dialog', { name: 'Choose a time for your interview' });
    expect(within(dialog).getByText(`Hope Food Bank offers these times for an interview of 60 minutes. Times are in your time zone (${ZONE}).`)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'https://meet.example.org/hope' })).toBeInTheDocument();
    const times = within(dialog).getByRole('radiogroup');
    expect(within(times).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(interview.slots.map((slot) => spelled(slot.startsAt)));

    await user.click(within(dialog).getByRole('button', { name: 'Choose this time' }));
    expect(await within(dialog).findByText('Choose one of the times.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/candidates/applications/100/interview/choice')).toHaveLength(0);

    await user.click(within(times).getByRole('radio', { name: spelled(interview.slots[1]!.startsAt) }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose this time' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose this time' }));
    expect(await screen.findByText('Your interview is booked; a calendar invitation is on its way.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/candidates/applications/100/interview/choice').map((call) => call.body)).toEqual([{ slotId: 502 }]);
  });

  it('asks the charity for other times, with a message', async () => {
    const application = makeApplication({ ...IN_INTERVIEW, interview: makeInterview() });
    const { api, user } = await showApplications([application], {
      'POST /api/candidates/applications/100/interview/other-times': { status: 200, body: { ...application, interview: makeInterview({ state: 'otherTimes', candidateMessage: 'Evenings suit me.' }) } },
    });
    const table = await screen.findByRole('table', { name: 'My applications' });
    await user.click(await within(table).findByRole('button', { name: 'Choose a time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a time for your interview' });

    const noneWork = within(dialog).getByRole('button', { name: 'None of these times work for me' });
    expect(noneWork).toHaveAttribute('aria-expanded', 'false');
    await user.click(noneWork);
    expect(noneWork).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    await user.type(within(dialog).getByLabelText('When are you available? (optional)'), 'Evenings suit me.');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for other times' }));
    expect(await screen.findByText('The charity is asked for other times.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/candidates/applications/100/interview/other-times').map((call) => call.body)).toEqual([{ message: 'Evenings suit me.' }]);
    expect(api.callsTo('POST', '/api/candidates/applications/100/interview/choice')).toHaveLength(0);
  });

  it('shows a booked interview and one awaiting new times on their rows, and cancels the booked one after its question', async () => {
    const startsAt = makeInterview().slots[0]!.startsAt;
    const booked = makeApplication({ ...IN_INTERVIEW, interview: makeInterview({ state: 'scheduled', startsAt }) });
    const waiting = makeApplication({ ...IN_INTERVIEW, id: 101, interview: makeInterview({ id: 600, state: 'otherTimes' }) });
    const { api, user } = await showApplications([booked, waiting], {
      'POST /api/candidates/applications/100/interview/cancel': { status: 200, body: { ...booked, interview: makeInterview({ state: 'cancelled', startsAt }) } },
    });
    const table = await screen.findByRole('table', { name: 'My applications' });
    // The rows are drawn after the table (DataTable defers them).
    await within(table).findAllByText('Treasurer (#42)');
    const [, bookedRow, waitingRow] = within(table).getAllByRole('row');
    expect(within(bookedRow!).getByText(`Interview: ${spelled(startsAt)}`)).toBeInTheDocument();
    expect(within(waitingRow!).getByText('Waiting for new times from the charity')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Choose a time' })).toBeNull();

    await user.click(within(bookedRow!).getByRole('button', { name: 'View the application for Treasurer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Application for Treasurer' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this interview?' });
    expect(within(confirm).getByText('Both of you are told, and the invitation is removed from your calendars.')).toBeInTheDocument();
    await user.type(within(confirm).getByLabelText('Message (optional)'), 'I took another role.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel interview' }));
    expect(await screen.findByText('The interview was cancelled.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/candidates/applications/100/interview/cancel').map((call) => call.body)).toEqual([{ message: 'I took another role.' }]);
  });
});
