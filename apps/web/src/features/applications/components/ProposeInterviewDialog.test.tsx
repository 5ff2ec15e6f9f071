import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Application } from '@boardmatch/shared';
import { mockApi, sessionBody } from '@/test/mock-api.ts';
import { makeSession } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { makeApplication } from '@/test/application-fixtures.ts';
import { CharityApplicationDialog } from './CharityApplicationDialog.tsx';

afterEach(() => vi.unstubAllGlobals());
// The dialog's code loads when first opened: loaded here first, so that preparing it does not count against a wait.
beforeAll(() => import('./ProposeInterviewDialog.tsx'), 60_000);

const MANAGER = { 'charity-posting.read': 1, 'charity-posting.create': 1, 'charity-posting.update': 1, 'user-information.read': 1 };
const UNDER_REVIEW = { applicationStatusId: 15, applicationStatus: { id: 15, name: 'Under Review' } };
const PLACE = 'https://meet.example.org/hope';

/** A day from today at a time of day, in the browser's time zone; and as its date-time field takes it. */
function localTime(days: number, hours: number): Date {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(hours, 0, 0, 0);
  return d;
}
const pad = (n: number) => String(n).padStart(2, '0');
const fieldValue = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
const spelled = (d: Date) => new Intl.DateTimeFormat('en-CA', { dateStyle: 'full', timeStyle: 'short' }).format(d);

async function openProposal(application: Application, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession({ selected: 'charityRepresentative', claims: MANAGER }) },
    'GET /api/candidates/4': { status: 404, body: { code: 'NOT_FOUND', message: 'x', issues: [] } },
    'GET /api/candidates/applications/100/pipeline': { status: 200, body: { shortlisted: false, history: [], notes: [], declineMessage: 'Dear Pat,' } },
    ...routes,
  });
  await renderWithProviders(<CharityApplicationDialog application={application} onClose={() => undefined} />);
  const user = userEvent.setup({ delay: null });
  const applicationDialog = await screen.findByRole('dialog', { name: 'Application of Pat Lee for Treasurer' });
  await user.click(within(applicationDialog).getByRole('button', { name: 'Request Interview' }));
  const dialog = await screen.findByRole('dialog', { name: 'Propose interview times' });
  return { api, user, dialog };
}

const posted = (api: ReturnType<typeof mockApi>) => api.callsTo('POST', '/api/candidates/applications/100/interview');

describe("'Request Interview' proposes interview times", () => {
  it('sends two times, the duration and the place once, and only after the review, however fast Send is pressed', async () => {
    const sent = makeApplication({ applicationStatusId: 12, applicationStatus: { id: 12, name: 'Interview' } });
    const { api, user, dialog } = await openProposal(makeApplication(UNDER_REVIEW), {
      'POST /api/candidates/applications/100/interview': async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { status: 201, body: sent };
      },
    });
    // Two times to start with, none to remove; a third can be added, and removed again.
    expect(within(dialog).getAllByLabelText(/^Time \d/)).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: /^Remove time/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add a time' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove time 3' }));
    expect(within(dialog).getAllByLabelText(/^Time \d/)).toHaveLength(2);
    expect(within(dialog).getByText(`Times are in your time zone: ${Intl.DateTimeFormat().resolvedOptions().timeZone}.`)).toBeInTheDocument();

    const first = localTime(3, 10);
    const second = localTime(4, 14);
    fireEvent.change(within(dialog).getByLabelText(/^Time 1/), { target: { value: fieldValue(first) } });
    fireEvent.change(within(dialog).getByLabelText(/^Time 2/), { target: { value: fieldValue(second) } });
    expect(within(dialog).getByRole('combobox', { name: 'Duration' })).toHaveTextContent('60 minutes');
    await user.click(within(dialog).getByRole('combobox', { name: 'Duration' }));
    await user.click(await screen.findByRole('option', { name: '30 minutes' }));
    await user.type(within(dialog).getByLabelText(/^Place or video link/), PLACE);
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));

    const review = await screen.findByRole('dialog', { name: 'Send these interview times?' });
    expect(within(review).getByText('Request an interview with this candidate? They are sent the times below to choose one, or to ask for others.')).toBeInTheDocument();
    expect(within(review).getByText(spelled(first))).toBeInTheDocument();
    expect(within(review).getByText(spelled(second))).toBeInTheDocument();
    expect(within(review).getByText('Duration: 30 minutes')).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: PLACE })).toHaveAttribute('href', PLACE);
    expect(posted(api)).toHaveLength(0);

    // Past the moment a double press on Review is held for (ModalDialog), Send is pressed twice at once.
    await new Promise((resolve) => setTimeout(resolve, 450));
    const send = within(review).getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await screen.findByText('Interview times sent to the candidate.')).toBeInTheDocument();
    expect(posted(api).map((call) => call.body)).toEqual([
      { times: [first.toISOString(), second.toISOString()], durationMinutes: 30, place: PLACE, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Send these interview times?' })).toBeNull();
  });

  it("refuses a past time, a missing time, a repeated time and an empty place in the spec's words, and sends nothing", async () => {
    const { api, user, dialog } = await openProposal(makeApplication(UNDER_REVIEW));
    fireEvent.change(within(dialog).getByLabelText(/^Time 1/), { target: { value: fieldValue(localTime(-1, 10)) } });
    await user.click(within(dialog).getByRole('button', { name: 'Add a time' }));
    fireEvent.change(within(dialog).getByLabelText(/^Time 3/), { target: { value: fieldValue(localTime(-1, 10)) } });
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));

    expect(await within(dialog).findAllByText('Each time must be in the future.')).toHaveLength(2);
    expect(within(dialog).getByLabelText(/^Time 1/)).toHaveAccessibleDescription('Each time must be in the future.');
    expect(within(dialog).getByLabelText(/^Time 2/)).toHaveAccessibleDescription('Enter a date and time.');
    expect(within(dialog).getByLabelText(/^Time 3/)).toHaveAccessibleDescription('Each time must be in the future.');
    expect(within(dialog).getByText('Enter a place or a video link.')).toBeInTheDocument();

    // Two future times, one of them twice: the repeat is refused.
    const later = fieldValue(localTime(2, 9));
    for (const n of [1, 2, 3]) fireEvent.change(within(dialog).getByLabelText(new RegExp(`^Time ${n}`)), { target: { value: n === 2 ? fieldValue(localTime(5, 9)) : later } });
    await user.type(within(dialog).getByLabelText(/^Place or video link/), '12 Main Street');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await within(dialog).findByText('Each time must be different.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Time 3/)).toHaveAccessibleDescription('Each time must be different.');
    expect(screen.queryByRole('dialog', { name: 'Send these interview times?' })).toBeNull();
    expect(posted(api)).toHaveLength(0);
  });

  it("shows the server's refusal on the time it names, back on the form", async () => {
    const { api, user, dialog } = await openProposal(makeApplication(UNDER_REVIEW), {
      'POST /api/candidates/applications/100/interview': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'Please correct the times.', issues: [{ path: 'times.1', message: 'Each time must be within a year.' }] },
      },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Time 1/), { target: { value: fieldValue(localTime(1, 10)) } });
    fireEvent.change(within(dialog).getByLabelText(/^Time 2/), { target: { value: fieldValue(localTime(2, 10)) } });
    await user.type(within(dialog).getByLabelText(/^Place or video link/), '12 Main Street');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Send these interview times?' });
    await new Promise((resolve) => setTimeout(resolve, 450));
    await user.click(within(review).getByRole('button', { name: 'Send' }));

    const form = await screen.findByRole('dialog', { name: 'Propose interview times' });
    expect(await within(form).findByText('Each time must be within a year.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Time 2/)).toHaveAccessibleDescription('Each time must be within a year.');
    expect(posted(api)).toHaveLength(1);
  });
});
