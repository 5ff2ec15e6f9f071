import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CharityDetails, CharityOnboarding } from '@boardmatch/shared';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, sessionBody } from '@/test/mock-api.ts';
import { makeSession } from '@/test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ADMIN = { 'charity-onboarding.read': 1, 'charity-onboarding.update': 1, 'charity-board.read': 1, 'user-information.read': 1 };
const BASIC = { 'charity-board.read': 1, 'user-information.read': 1 };

const steps = (percent: Record<number, number>, editable = true, welcomeSuppressed = false): CharityOnboarding => ({
  charityId: 9,
  items: [
    { onboardingId: 6, name: 'Charity Details', completedPercent: percent[6] ?? 0, hidden: false, editable },
    { onboardingId: 7, name: 'Position Matching', completedPercent: percent[7] ?? 0, hidden: false, editable },
    { onboardingId: 8, name: 'Orientation Training', completedPercent: percent[8] ?? 0, hidden: true, editable: true },
    { onboardingId: 9, name: 'Release Form', completedPercent: percent[9] ?? 0, hidden: false, editable: true },
  ],
  onboardingComplete: false,
  welcomeSuppressed,
});

const details: CharityDetails = {
  id: 9,
  name: 'Hope Food Bank',
  charitableNumber: '1 RR0001',
  email: 'info@hope.org',
  website: null,
  yearOfIncorporation: null,
  charityScopeId: null,
  charityTypeId: null,
  mandate: null,
  vision: null,
  quote: null,
  address: null,
  mainPhone: null,
  eveningPhone: null,
  focusAreas: [],
  programs: [],
  positionMatching: null,
};

function open(claims: Record<string, number>, onboarding: CharityOnboarding, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...LOOKUPS,
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession({ selected: 'charityRepresentative', claims, charityComplete: false, repComplete: false }) },
    'PUT /api/users/state': { status: 204 },
    'POST /api/charities/onboarding/sync': { status: 200, body: onboarding },
    'GET /api/charities/9/details': { status: 200, body: details },
    'POST /api/charities/onboarding/welcome/suppress': { status: 200, body: { ...onboarding, welcomeSuppressed: true } },
    'POST /api/thinkific/enrollments/read': { status: 200, body: { enrollments: [], total: 0, totalCapped: false } },
    ...routes,
  });
  renderApp('/charity-onboarding');
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('Charity Onboarding', () => {
  it('greets a new charity and remembers "Do not show this message again"', async () => {
    const { api, user } = open(ADMIN, steps({}));
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to BoardMatch!' }, { timeout: 8000 });
    await user.click(within(welcome).getByRole('checkbox', { name: 'Do not show this message again' }));
    await user.click(within(welcome).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome to BoardMatch!' })).toBeNull());
    expect(api.callsTo('POST', '/api/charities/onboarding/welcome/suppress')).toHaveLength(1);
  });

  it("says 'Please fill out all required fields.' and saves nothing when the charity details are incomplete", async () => {
    const { api, user } = open(ADMIN, steps({}, true, true));
    await screen.findByRole('heading', { name: 'Charity Details', level: 2 }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please fill out all required fields.')).toBeInTheDocument();
    expect(screen.getAllByText('Must be filled')).toHaveLength(2);
    expect(api.callsTo('PUT', '/api/charities/9')).toHaveLength(0);
  });

  it('shows the charity steps read-only to a representative who may not update the charity', async () => {
    open(BASIC, steps({}, false, true));
    expect(await screen.findByText('Only a representative who may update the charity changes this step.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Organization Name/)).toHaveAttribute('readonly');
  });

  it("reads 'refresh course status' on the orientation step, and Finish waits for every other step, the course included", async () => {
    const { user } = open(ADMIN, steps({ 6: 100, 7: 100 }, true, true));
    await screen.findByRole('heading', { name: 'Charity Details', level: 2 }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: /Release Form/ }));
    // The orientation course is not done: the release form alone can not finish.
    expect(await screen.findByRole('button', { name: 'Finish' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /agree/i })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('To complete this onboarding step, please click the Training Course link below')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'refresh course status' })).toBeInTheDocument();
  });

  it('enables Finish on the release form once the orientation course is done', async () => {
    const { user } = open(ADMIN, steps({ 6: 100, 7: 100, 8: 100 }, true, true));
    await screen.findByRole('heading', { name: 'Charity Details', level: 2 }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: /Release Form/ }));
    expect(await screen.findByRole('button', { name: 'Finish' })).toBeEnabled();
  });
});
