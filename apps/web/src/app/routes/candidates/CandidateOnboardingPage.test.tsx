import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app.tsx';
import { mockApi } from '@/test/mock-api.ts';
import { makeSession } from '@/test/fixtures.ts';
import { makeProfile, makeSteps, signedInRoutes } from '@/features/candidates/test/profile-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };
type Routes = Parameters<typeof mockApi>[0];

function setup(extra: Routes = {}, steps = makeSteps([1])) {
  return mockApi({
    ...signedInRoutes({ selected: 'candidate', candidateComplete: false }),
    'GET /api/candidates/me': { status: 200, body: makeProfile({ onboardingComplete: false, acceptTermsAndConditions: false }) },
    'POST /api/candidates/onboarding/sync': { status: 200, body: steps },
    'POST /api/candidates/onboarding/read': { status: 200, body: steps },
    'GET /api/candidates/4/welcome': { status: 200, body: { showWelcome: false } },
    ...extra,
  });
}

describe('CandidateOnboardingPage', () => {
  it("is titled 'Candidate Onboarding' while incomplete, runs the automatic pass and removes forceReroute", async () => {
    const api = setup();
    const { router } = renderApp('/candidate-onboarding?forceReroute=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate Onboarding' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/api/candidates/onboarding/sync')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/candidates/onboarding/sync')[0]!.body).toEqual({ candidateId: 4 });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // Four steps in the list (orientation is hidden); a check mark on the completed one.
    const labels = ['Information', 'Qualifications', 'Position Matching', 'Release Form'];
    for (const label of labels) expect(screen.getAllByRole('button', { name: new RegExp(`^${label}`) }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Orientation/ })).not.toBeInTheDocument();
    const information = screen.getByRole('button', { name: /^Information.*completed/ });
    expect(within(information).getByTestId('CheckCircleIcon')).toBeInTheDocument();
    const release = screen.getByRole('button', { name: /^Release Form/ });
    expect(release).not.toHaveTextContent('completed');
    expect(within(release).queryByTestId('CheckCircleIcon')).not.toBeInTheDocument();
  });

  it("is titled 'Candidate Profile' once onboarding is complete", async () => {
    setup({}, makeSteps([1, 2, 3, 5], true));
    renderApp('/candidate-onboarding');
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate Profile' }, slow)).toBeInTheDocument();
  });

  it("shows the welcome dialog, and 'Do not show this message again' suppresses it", async () => {
    const api = setup({
      'GET /api/candidates/4/welcome': { status: 200, body: { showWelcome: true } },
      'PUT /api/candidates/4/welcome/suppress': { status: 200, body: { showWelcome: false } },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/candidate-onboarding');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to BoardMatch!' }, slow);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Do not show this message again' }));
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(api.callsTo('PUT', '/api/candidates/4/welcome/suppress')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome to BoardMatch!' })).not.toBeInTheDocument());
  });

  it("validates the information step before submitting: 'Please fill out all required fields'", async () => {
    const api = setup({}, makeSteps([]));
    const user = userEvent.setup({ delay: null });
    renderApp('/candidate-onboarding');
    const first = await screen.findByLabelText(/^First Name/, {}, slow);
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please fill out all required fields')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT' && c.path.startsWith('/api/candidates'))).toHaveLength(0);
  });

  it("refuses Next on the qualifications step without work experience: 'Please add at least one piece of work experience'", async () => {
    setup(
      {
        'GET /api/lookups/education-types': { status: 200, body: [{ id: 3, name: "Bachelor's Degree" }] },
        'GET /api/lookups/experience-contract-types': { status: 200, body: [{ id: 1, name: 'Full-time' }] },
        'GET /api/lookups/experience-location-types': { status: 200, body: [{ id: 1, name: 'Physical' }] },
        'GET /api/files/privacy-types': { status: 200, body: [{ id: 1, description: 'Private' }] },
        'GET /api/candidates/4/qualifications': {
          status: 200,
          body: { candidateQualificationsId: 4, candidateId: 4, candidateEducation: [], candidateExperience: [], resume: null },
        },
      },
      makeSteps([1]),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/candidate-onboarding');
    await user.click(await screen.findByRole('button', { name: /^Qualifications/ }, slow));
    expect(await screen.findByRole('button', { name: /add .*experience/i }, slow)).toBeInTheDocument();
    // Before Next only the tab's own notice says it; after Next the snackbar says it too and the step stays.
    expect(screen.getAllByText('Please add at least one piece of work experience')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByText('Please add at least one piece of work experience')).toHaveLength(2));
    expect(screen.getByRole('button', { name: /^Qualifications/ })).toHaveAttribute('aria-current', 'step');
  });

  it("Finish saves the release form, refreshes the session and goes to /candidate-profile with 'Thank you for completing your onboarding!'", async () => {
    let sessions = 0;
    let reads = 0;
    const api = setup(
      {
        'GET /api/users/session': () => ({ status: 200, body: makeSession({ selected: 'candidate', candidateComplete: ++sessions > 1 }) }),
        'POST /api/candidates/onboarding/read': () => ({ status: 200, body: ++reads > 1 ? makeSteps([1, 2, 3, 5], true) : makeSteps([1, 2, 3]) }),
        'PUT /api/candidates/4/release-form': { status: 200, body: { profile: makeProfile(), stepCompleted: true, message: 'Successfully updated your Release Form.' } },
      },
      makeSteps([1, 2, 3]),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/candidate-onboarding');
    await user.click(await screen.findByRole('button', { name: 'Release Form' }, slow));
    await user.click(await screen.findByRole('checkbox', { name: /I agree to the participant agreement/ }, slow));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-profile'), slow);
    expect(await screen.findByText('Thank you for completing your onboarding!')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/candidates/4/release-form')[0]!.body).toEqual({ acceptTermsAndConditions: true });
    expect(sessions).toBeGreaterThan(1);
  });

  it('Finish stays on the stepper while a step is incomplete', async () => {
    setup({ 'PUT /api/candidates/4/release-form': { status: 200, body: { profile: makeProfile(), stepCompleted: true, message: 'Successfully updated your Release Form.' } } }, makeSteps([1, 3]));
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/candidate-onboarding');
    await user.click(await screen.findByRole('button', { name: 'Release Form' }, slow));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Please complete every step before you finish.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/candidate-onboarding');
  });

  it('Finish with only the orientation course left stays, and opens the orientation step', async () => {
    setup(
      {
        'POST /api/thinkific/enrollments/read': { status: 200, body: { enrollments: [], total: 0, totalCapped: false } },
        'PUT /api/candidates/4/release-form': { status: 200, body: { profile: makeProfile(), stepCompleted: true, message: 'Successfully updated your Release Form.' } },
      },
      makeSteps([1, 2, 3, 5]),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/candidate-onboarding');
    await user.click(await screen.findByRole('button', { name: /Release Form/ }, slow));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Please complete every step before you finish.')).toBeInTheDocument();
    expect(await screen.findByText('To complete this onboarding step, please click the Training Course link below', {}, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/candidate-onboarding');
  });
});
