import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Application } from '@boardmatch/shared';
import { mockApi, sessionBody } from '@/test/mock-api.ts';
import { makeSession } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { makeApplication, makeInterview } from '@/test/application-fixtures.ts';
import { CharityApplicationDialog } from './CharityApplicationDialog.tsx';

afterEach(() => vi.unstubAllGlobals());
beforeAll(() => Promise.all([import('./ProposeInterviewDialog.tsx'), import('./RescheduleInterviewDialog.tsx')]), 60_000);

const MANAGER = { 'charity-posting.read': 1, 'charity-posting.create': 1, 'charity-posting.update': 1, 'user-information.read': 1 };
const VIEWER = { 'charity-posting.read': 1, 'user-information.read': 1 };
const IN_INTERVIEW = { applicationStatusId: 12, applicationStatus: { id: 12, name: 'Interview' } };
const spelled = (iso: string) => new Intl.DateTimeFormat('en-CA', { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));
const pad = (n: number) => String(n).padStart(2, '0');
const fieldValue = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

async function openApplication(application: Application, claims: Record<string, number> = MANAGER, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession({ selected: 'charityRepresentative', claims }) },
    'GET /api/candidates/4': { status: 404, body: { code: 'NOT_FOUND', message: 'x', issues: [] } },
    'GET /api/candidates/applications/100/pipeline': { status: 200, body: { shortlisted: false, history: [], notes: [], declineMessage: 'Dear Pat,' } },
    ...routes,
  });
  const { unmount } = await renderWithProviders(<CharityApplicationDialog application={application} onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'Application of Pat Lee for Treasurer' });
  return { api, dialog, unmount, user: userEvent.setup({ delay: null }) };
}

describe("the charity's Interview section", () => {
  it('lists the times proposed, and offers no second proposal while the candidate chooses', async () => {
    const interview = makeInterview();
    const { dialog } = await openApplication(makeApplication({ applicationStatusId: 15, applicationStatus: { id: 15, name: 'Under Review' }, interview }));
    expect(within(dialog).getByRole('heading', { name: 'Interview' })).toBeInTheDocument();
    expect(within(dialog).getByText('Waiting for the candidate to choose a time.')).toBeInTheDocument();
    for (const slot of interview.slots) expect(within(dialog).getByText(spelled(slot.startsAt))).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Request Interview|Propose interview times/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel interview' })).toBeInTheDocument();
  });

  it("shows the candidate's request for other times and proposes new ones from the last place and duration", async () => {
    const interview = makeInterview({ state: 'otherTimes', durationMinutes: 45, place: '12 Main Street', candidateMessage: 'Evenings suit me.' });
    const { user, dialog } = await openApplication(makeApplication({ ...IN_INTERVIEW, interview }));
    expect(within(dialog).getByText('The candidate asked for other times.')).toBeInTheDocument();
    expect(within(dialog).getByText('The candidate wrote: Evenings suit me.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Request Interview' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Propose interview times' }));
    const propose = await screen.findByRole('dialog', { name: 'Propose interview times' });
    expect(within(propose).getByLabelText(/^Place or video link/)).toHaveValue('12 Main Street');
    expect(within(propose).getByRole('combobox', { name: 'Duration' })).toHaveTextContent('45 minutes');
  });

  it('shows a booked interview with its place as a link, and reschedules it', async () => {
    const startsAt = makeInterview().slots[0]!.startsAt;
    const interview = makeInterview({ state: 'scheduled', startsAt, durationMinutes: 90 });
    const application = makeApplication({ ...IN_INTERVIEW, interview });
    const { api, user, dialog } = await openApplication(application, MANAGER, { 'PUT /api/candidates/applications/100/interview': { status: 200, body: application } });
    expect(within(dialog).getByText(`Interview on ${spelled(startsAt)} (90 minutes).`)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'https://meet.example.org/hope' })).toHaveAttribute('href', 'https://meet.example.org/hope');

    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    const reschedule = await screen.findByRole('dialog', { name: 'Reschedule the interview' });
    expect(within(reschedule).getByLabelText(/^New time/)).toHaveValue(fieldValue(new Date(startsAt)));
    expect(within(reschedule).getByLabelText(/^Place or video link/)).toHaveValue('https://meet.example.org/hope');
    const moved = new Date(startsAt);
    moved.setDate(moved.getDate() + 7);
    fireEvent.change(within(reschedule).getByLabelText(/^New time/), { target: { value: fieldValue(moved) } });
    await user.click(within(reschedule).getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByText('The interview was moved; both of you get the updated invitation.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/candidates/applications/100/interview').map((call) => call.body)).toEqual([
      { startsAt: moved.toISOString(), durationMinutes: 90, place: 'https://meet.example.org/hope', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    ]);
  });

  it('proposes times to an application invited to Interview, and requests none from Extend Offer', async () => {
    const invited = await openApplication(makeApplication(IN_INTERVIEW));
    expect(within(invited.dialog).getByRole('heading', { name: 'Interview' })).toBeInTheDocument();
    expect(within(invited.dialog).getByRole('button', { name: 'Propose interview times' })).toBeInTheDocument();
    expect(within(invited.dialog).queryByRole('button', { name: 'Request Interview' })).toBeNull();
    invited.unmount();

    const offered = await openApplication(makeApplication({ applicationStatusId: 14, applicationStatus: { id: 14, name: 'Offer Extended' } }));
    expect(within(offered.dialog).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(within(offered.dialog).queryByRole('button', { name: /Request Interview|Propose interview times/ })).toBeNull();
    expect(within(offered.dialog).queryByRole('heading', { name: 'Interview' })).toBeNull();
  });

  it('shows a viewer where the interview stands, with nothing to press', async () => {
    const startsAt = makeInterview().slots[0]!.startsAt;
    const { dialog } = await openApplication(makeApplication({ ...IN_INTERVIEW, interview: makeInterview({ state: 'scheduled', startsAt }) }), VIEWER);
    expect(within(dialog).getByText(`Interview on ${spelled(startsAt)} (60 minutes).`)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Reschedule|Cancel interview|Propose interview times/ })).toBeNull();
  });
});
