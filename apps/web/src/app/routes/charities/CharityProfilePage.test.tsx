import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { CharityProfile } from '@boardmatch/shared';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, sessionBody } from '@/test/mock-api.ts';
import { makeSession } from '@/test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const profile: CharityProfile = {
  id: 9,
  name: 'Hope Food Bank',
  quote: null,
  mandate: '<p>Feed everyone</p>',
  vision: null,
  programs: [],
  information: { yearOfIncorporation: 1999, numberOfPaidStaff: 3, numberOfVolunteers: 40, scope: 'Local', boardType: null, charitableNumber: '1 RR0001', website: null },
  boardMembers: [],
  openPostings: [],
  socialLinks: [],
  profileImageId: null,
  backgroundImageId: null,
  city: 'Toronto',
  region: 'ON',
  country: 'Canada',
  focusAreas: [],
};

function open(claims: Record<string, number>, mandates: number) {
  mockApi({
    ...LOOKUPS,
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession({ selected: 'charityRepresentative', claims }) },
    'PUT /api/users/state': { status: 204 },
    'GET /api/charities/9/profile': { status: 200, body: profile },
    'POST /api/charities/9/mandates/read': { status: 200, body: { charityMandates: [], total: mandates } },
  });
  renderApp('/charity-profile');
}

describe('the charity profile page', () => {
  it('shows EDIT and the picture buttons to a representative who may update the charity', async () => {
    open({ 'charity-onboarding.update': 1, 'charity-board.read': 1, 'user-information.read': 1 }, 0);
    expect(await screen.findByRole('heading', { name: 'Hope Food Bank' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EDIT' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Profile Image' })).toBeInTheDocument();
    // An empty board is not shown at all.
    expect(screen.queryByRole('heading', { name: 'Board Members' })).toBeNull();
  });

  it('hides EDIT from a representative without the update permission and shows the board filter once there is a board', async () => {
    open({ 'charity-board.read': 1, 'user-information.read': 1 }, 3);
    expect(await screen.findByRole('heading', { name: 'Hope Food Bank' }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Board Members' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveTextContent('Current');
    expect(screen.queryByRole('button', { name: 'EDIT' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change Profile Image' })).toBeNull();
  });
});
