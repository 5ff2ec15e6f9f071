import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORIENTATION_COURSE_ID, type Enrollment, type EnrollmentList } from '@boardmatch/shared';
import { renderApp } from '@/test/render-app.tsx';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { LOOKUPS, mockApi, sessionBody, type RecordedCall } from '@/test/mock-api.ts';
import { makeSession, type SessionOptions } from '@/test/fixtures.ts';
import { OrientationStep } from './components/OrientationStep.tsx';

afterEach(() => vi.unstubAllGlobals());

const CANDIDATE_CLAIMS = { 'candidate.read': 1, 'candidate-search.read': 1, 'posting.read': 1, 'user-information.read': 1 };
const ORIENTED = { ...CANDIDATE_CLAIMS, 'candidate-thinkific-enrollment-complete': 1 };

function enrollment(courseId: number, name: string, percentage: number, startedAt: string | null, completedAt: string | null = null) {
  return { course_id: courseId, course_name: name, percentage_completed: percentage, started_at: startedAt, completed_at: completedAt, completed: percentage === 1 };
}

/** The route's answer: a page of courses and their total. */
function page(enrollments: Enrollment[], total = enrollments.length): EnrollmentList {
  return { enrollments, total, totalCapped: false };
}

const ENROLMENTS = page([
  enrollment(ORIENTATION_COURSE_ID, 'BoardMatch Orientation', 1, '2026-10-01T10:00:00.000Z', '2026-10-03T10:00:00.000Z'),
  enrollment(1702245, 'Board Governance Essentials', 0.5, '2026-11-01T10:00:00.000Z'),
  enrollment(1702246, 'Financial Oversight for Board Members', 0, null),
  // Progress without a start date is not 'In Progress' (spec 2, section 4).
  enrollment(1702247, 'Fundraising Basics', 0.3, null),
]);

function signedIn(routes: Record<string, unknown> = {}, options: SessionOptions = {}) {
  return mockApi({
    ...LOOKUPS,
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession({ selected: 'candidate', claims: ORIENTED, ...options }) },
    'PUT /api/users/state': { status: 204 },
    ...(routes as Record<string, never>),
  });
}

/** A stand-in for the course window the page opens at the click. */
function stubWindowOpen() {
  const popup = { opener: {}, location: { href: '' }, close: vi.fn() };
  const open = vi.fn(() => popup);
  vi.stubGlobal('open', open);
  return { popup, open };
}

describe('CandidateTrainingPage', () => {
  it('lists a course the Academy cannot open without a Go To Course link that would fail', async () => {
    signedIn({ 'POST /api/thinkific/enrollments/read': { status: 200, body: page([{ ...enrollment(7700001, 'Board Finance 101', 0, null), can_open: false }, { ...enrollment(1702245, 'Board Governance Essentials', 0, null), can_open: true }]) } });
    renderApp('/candidate-training');
    const added = within(await screen.findByTestId('course-7700001', {}, { timeout: 8000 }));
    expect(added.getByText('Not Started')).toBeInTheDocument();
    expect(added.getByText('Not offered in the Academy yet')).toBeInTheDocument();
    expect(added.queryByRole('button', { name: /Go To Course/ })).toBeNull();
    expect(within(screen.getByTestId('course-1702245')).getByRole('button', { name: /Go To Course/ })).toBeInTheDocument();
  });

  it('shows each course with its status: Completed, In Progress, Not Started', async () => {
    const api = signedIn({ 'POST /api/thinkific/enrollments/read': { status: 200, body: ENROLMENTS } });
    renderApp('/candidate-training');
    expect(await screen.findByRole('button', { name: 'BoardMatch Academy' }, { timeout: 8000 })).toBeInTheDocument();
    const row = async (id: number) => within(await screen.findByTestId(`course-${id}`));
    expect((await row(ORIENTATION_COURSE_ID)).getByText('Completed')).toBeInTheDocument();
    expect((await row(ORIENTATION_COURSE_ID)).getByText('2026-10-03')).toBeInTheDocument();
    expect((await row(1702245)).getByText('In Progress')).toBeInTheDocument();
    expect((await row(1702246)).getByText('Not Started')).toBeInTheDocument();
    expect((await row(1702247)).getByText('Not Started')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Go To Course/ })).toHaveLength(4);
    expect(api.callsTo('POST', '/api/thinkific/enrollments/read')[0]!.body).toEqual({ Filters: [{ name: 'Type', values: [1] }], Pagination: { Page: 1, ItemsPerPage: 20 }, Sort: [] });
  });

  it('pages the courses from the server: the next page asks for page 2, and a new page size starts again at page 1', async () => {
    const api = signedIn({
      'POST /api/thinkific/enrollments/read': (call: RecordedCall) => {
        const { Pagination } = call.body as { Pagination: { Page: number; ItemsPerPage: number } };
        return Pagination.Page === 1
          ? { status: 200, body: page(ENROLMENTS.enrollments, 24) }
          : { status: 200, body: page([enrollment(1702300, 'Strategic Planning', 0, null)], 24) };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/candidate-training');
    expect(await screen.findByTestId(`course-${ORIENTATION_COURSE_ID}`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('1–20 of 24')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByTestId('course-1702300')).toBeInTheDocument();
    expect(screen.queryByTestId(`course-${ORIENTATION_COURSE_ID}`)).not.toBeInTheDocument();
    const bodies = () => api.callsTo('POST', '/api/thinkific/enrollments/read').map((c) => c.body);
    expect(bodies().at(-1)).toEqual({ Filters: [{ name: 'Type', values: [1] }], Pagination: { Page: 2, ItemsPerPage: 20 }, Sort: [] });
    // The server answers at most 100 a page: the table offers no 'All'.
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    expect(screen.queryByRole('option', { name: 'All' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(bodies().at(-1)).toEqual({ Filters: [{ name: 'Type', values: [1] }], Pagination: { Page: 1, ItemsPerPage: 50 }, Sort: [] }));
  });

  it('opens the course in a new window at the address the authenticate call returns', async () => {
    const api = signedIn({
      'POST /api/thinkific/enrollments/read': { status: 200, body: ENROLMENTS },
      'GET /api/thinkific/authenticate': { status: 200, body: { url: 'https://boardmatch.thinkific.com/api/sso/v2/sso/jwt?jwt=abc' } },
    });
    const { popup, open } = stubWindowOpen();
    const user = userEvent.setup({ delay: null });
    renderApp('/candidate-training');
    await user.click(await screen.findByRole('button', { name: 'Go To Course: Board Governance Essentials' }, { timeout: 8000 }));
    await waitFor(() => expect(popup.location.href).toBe('https://boardmatch.thinkific.com/api/sso/v2/sso/jwt?jwt=abc'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(popup.opener).toBeNull();
    const call = api.callsTo('GET', '/api/thinkific/authenticate')[0] as RecordedCall;
    expect(call.query.get('courseId')).toBe('1702245');
  });

  it("says 'Could not open course' when no address comes back, and closes the window", async () => {
    signedIn({
      'POST /api/thinkific/enrollments/read': { status: 200, body: ENROLMENTS },
      'GET /api/thinkific/authenticate': { status: 502, body: { code: 'LEARNING_PROVIDER_UNAVAILABLE', message: 'Could not open course', issues: [] } },
    });
    const { popup } = stubWindowOpen();
    const user = userEvent.setup({ delay: null });
    renderApp('/candidate-training');
    await user.click(await screen.findByRole('button', { name: 'BoardMatch Academy' }));
    expect(await screen.findByText('Could not open course')).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
  });

  it("says 'Could not open course' when the answer carries no address", async () => {
    signedIn({
      'POST /api/thinkific/enrollments/read': { status: 200, body: ENROLMENTS },
      'GET /api/thinkific/authenticate': { status: 204, offContract: 'the API always sends an address; the page copes without one' },
    });
    stubWindowOpen();
    const user = userEvent.setup({ delay: null });
    renderApp('/candidate-training');
    await user.click(await screen.findByRole('button', { name: 'Go To Course: BoardMatch Orientation' }));
    expect(await screen.findByText('Could not open course')).toBeInTheDocument();
  });
});

/** The step alone, as the onboarding stepper mounts it, with a session restored from the (mocked) API. */
async function renderStep(onCompleted = vi.fn()) {
  // Like the stepper: a parent that re-renders and passes a new function each time.
  function Host() {
    const [renders, setRenders] = useState(0);
    useEffect(() => {
      if (renders < 5) setRenders(renders + 1);
    }, [renders]);
    return <OrientationStep onCompleted={() => onCompleted()} />;
  }
  const { store } = await renderWithProviders(<Host />);
  return { onCompleted, store };
}

describe('OrientationStep', () => {
  const orientation = (p: number, started: string | null) => page([enrollment(ORIENTATION_COURSE_ID, 'BoardMatch Orientation', p, started)]);

  it('asks for the course while it is incomplete, and says so on refresh', async () => {
    const api = signedIn({ 'POST /api/thinkific/enrollments/read': { status: 200, body: orientation(0.4, '2026-11-01T00:00:00Z') } }, { claims: CANDIDATE_CLAIMS });
    const user = userEvent.setup({ delay: null });
    const { onCompleted } = await renderStep();
    expect(await screen.findByText('To complete this onboarding step, please click the Training Course link below')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Training Course' })).toBeInTheDocument();
    // One check on load, however often the parent re-renders.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.callsTo('POST', '/api/thinkific/enrollments/read')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Refresh course status' }));
    expect(await screen.findByText('Your orientation course is not complete yet.')).toBeInTheDocument();
    expect(onCompleted).not.toHaveBeenCalled();
    // The enrolments were read again (the server refreshes them from the provider); no new token was needed.
    expect(api.callsTo('POST', '/api/thinkific/enrollments/read')).toHaveLength(2);
    expect(api.callsTo('POST', '/api/auth/refresh-token')).toHaveLength(1);
  });

  it('renews the session when the course is complete, then thanks the user and reports completion', async () => {
    let sessions = 0;
    const api = signedIn({
      'POST /api/thinkific/enrollments/read': { status: 200, body: orientation(1, '2026-11-01T00:00:00Z') },
      'GET /api/users/session': () => {
        sessions += 1;
        return { status: 200, body: makeSession({ selected: 'candidate', claims: sessions > 1 ? ORIENTED : CANDIDATE_CLAIMS }) };
      },
    });
    const { onCompleted } = await renderStep();
    expect(await screen.findByText('Thank you for completing your training, please proceed to the next step, or revisit your orientation in the Training section')).toBeInTheDocument();
    expect(screen.getAllByText('Successfully completed all required training.').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Training' })).toHaveAttribute('href', '/candidate-training');
    expect(onCompleted).toHaveBeenCalledTimes(1);
    expect(api.callsTo('POST', '/api/auth/refresh-token')).toHaveLength(2);
  });

  it('shows the completed step at once when the session already holds the claim', async () => {
    signedIn({ 'POST /api/thinkific/enrollments/read': { status: 200, body: orientation(1, '2026-11-01T00:00:00Z') } });
    const { onCompleted } = await renderStep();
    expect(await screen.findByText('Successfully completed all required training.')).toBeInTheDocument();
    expect(screen.queryByText('To complete this onboarding step, please click the Training Course link below')).not.toBeInTheDocument();
    expect(onCompleted).not.toHaveBeenCalled();
  });
});

describe('CandidatePage (landing)', () => {
  it('welcomes the candidate with the logo and links onward', async () => {
    signedIn();
    renderApp('/candidate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to BoardMatch' }, { timeout: 8000 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Welcome to BoardMatch' });
    expect(within(nav).getByRole('link', { name: /My Profile/ })).toHaveAttribute('href', '/candidate-profile');
    expect(within(nav).getByRole('link', { name: /Search/ })).toHaveAttribute('href', '/candidate-search');
    expect(within(nav).getByRole('link', { name: /My Applications/ })).toHaveAttribute('href', '/candidate-postings');
    expect(within(nav).getByRole('link', { name: /Training/ })).toHaveAttribute('href', '/candidate-training');
  });
});

describe('AcademyCoursePage', () => {
  const lesson = (key: string, completed: boolean) => ({ key, title: { en: `Lesson ${key}`, fr: `Leçon ${key}` }, minutes: 5, completed });
  const course = (done: number, completed = false) => ({
    courseId: ORIENTATION_COURSE_ID,
    courseName: 'BoardMatch Orientation',
    title: { en: 'BoardMatch Orientation', fr: 'Orientation BoardMatch' },
    summary: { en: 'Short lessons.', fr: 'Courtes leçons.' },
    lessons: ['a', 'b'].map((k, i) => lesson(k, completed || i < done)),
    percentageCompleted: completed ? 1 : done / 2,
    startedAt: done ? '2026-11-01T00:00:00.000Z' : null,
    completedAt: completed ? '2026-11-02T00:00:00.000Z' : null,
    completed,
  });

  it('shows the lessons and progress, and marks a lesson complete', async () => {
    let marked = false;
    const api = signedIn({
      [`GET /api/academy/courses/${ORIENTATION_COURSE_ID}`]: () => ({ status: 200, body: marked ? course(2, true) : course(1) }),
      [`GET /api/academy/courses/${ORIENTATION_COURSE_ID}/lessons/b`]: {
        status: 200,
        body: { key: 'b', courseId: ORIENTATION_COURSE_ID, title: { en: 'Lesson b', fr: 'Leçon b' }, minutes: 5, body: { en: ['Read the board package.', '- Attend meetings'], fr: ['x'] }, completed: false },
      },
      [`PUT /api/academy/courses/${ORIENTATION_COURSE_ID}/lessons/b/progress`]: () => {
        marked = true;
        return { status: 200, body: course(2, true) };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/academy/${ORIENTATION_COURSE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'BoardMatch Orientation' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('50% complete')).toBeInTheDocument();
    // The first lesson not yet done opens.
    expect(await screen.findByText('Read the board package.')).toBeInTheDocument();
    expect(screen.getByText('Attend meetings').closest('li')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Training' })).toHaveAttribute('href', '/candidate-training');
    await user.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByText('Successfully completed all required training.')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/academy/courses/${ORIENTATION_COURSE_ID}/lessons/b/progress`)[0]!.body).toEqual({ completed: true });
    expect(await screen.findByText('100% complete')).toBeInTheDocument();
  });

  it('says the course is not available when the Academy does not have it', async () => {
    signedIn();
    renderApp('/academy/424242');
    expect(await screen.findByText('This course is not available.')).toBeInTheDocument();
  });
});
