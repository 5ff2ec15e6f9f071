import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, sessionBody, type RecordedCall } from '@/test/mock-api.ts';
import { makeSession } from '@/test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const candidate = (id: number, firstName: string, isDisabled = false) => ({
  id,
  userId: 100 + id,
  isDisabled,
  onboardingComplete: true,
  joinDate: '2025-01-01T00:00:00.000Z',
  user: { userName: `${firstName.toLowerCase()}@example.org`, userInformation: { firstName, lastName: 'Lee' } },
  city: 'toronto',
  region: 'ON',
  skills: [{ id: 1, name: 'Finance' }],
  focusAreas: [{ id: 5, name: 'Health' }],
});

const profile = {
  id: 7,
  userId: 107,
  onboardingComplete: true,
  acceptTermsAndConditions: true,
  profileImageUrl: null,
  backgroundImageUrl: null,
  userInformation: {
    userId: 107,
    firstName: 'Robin',
    lastName: 'Lee',
    pronounId: null,
    pronounOther: null,
    email: 'robin@example.org',
    profileColour: '#00695c',
    mainPhone: { number: '416-555-0100', extension: null },
    eveningPhone: null,
    address: { address1: null, address2: null, city: 'Toronto', regionId: 10, countryId: 1, code: null, region: 'ON', country: 'Canada' },
  },
  details: {
    experienceTitle: 'Analyst',
    experienceOrganizationName: 'Acme',
    isLookingForPosition: false,
    about: '<p>Hello</p>',
    socialMedia: [],
    sourceOfIntroductionId: null,
    sourceOfIntroductionDetails: null,
    ageGroupId: null,
    minorityGroupIds: [],
    otherMinorityGroup: null,
    displayEmail: false,
    acceptCommunications: false,
  },
  skills: [{ id: 1, name: 'Finance' }],
  focusAreas: [{ id: 5, name: 'Health' }],
  matchingPreferences: {
    candidateBoardExperienceTypeId: null,
    candidateEmployerVolunteerProgramTypeId: null,
    candidateEmployerVolunteerProgramOther: null,
    volunteerExperienceTypeIds: [],
    otherVolunteerExperience: null,
    geographicalAreaPreference: null,
    reasonsAndGoals: null,
    permissionToViewInformation: false,
    withdrawParticipation: false,
  },
};

const filterOf = (call: RecordedCall, name: string) => (call.body as { Filters: { name: string; values: unknown[] }[] }).Filters.find((f) => f.name === name)?.values;

function open(routes: Parameters<typeof mockApi>[0] = {}, claims?: Record<string, number>) {
  const api = mockApi({
    ...LOOKUPS,
    'GET /api/lookups/minority-groups': { status: 200, body: [{ id: 2, name: 'Women' }, { id: 14, name: 'Other' }] },
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession({ selected: 'boardmatch', ...(claims ? { claims } : {}) }) },
    'PUT /api/users/state': { status: 204 },
    'GET /api/candidates/cities': { status: 200, body: ['thunder bay', 'toronto'] },
    'GET /api/candidates/province': { status: 200, body: [{ id: 10, name: 'Ontario', abbreviation: 'ON', countryId: 1 }] },
    'POST /api/candidates/read': (call) => {
      const inactive = filterOf(call, 'IsDisabled')?.[0] === 1;
      const rows = inactive ? [candidate(8, 'Ina', true)] : [candidate(7, 'Robin')];
      return { status: 200, body: { candidates: rows, total: rows.length } };
    },
    'GET /api/candidates/7/profile': { status: 200, body: profile },
    'GET /api/candidates/7/qualifications': { status: 200, body: { candidateQualificationsId: 7, candidateId: 7, candidateEducation: [], candidateExperience: [], resume: null } },
    'GET /api/files/privacy-types': { status: 200, body: [{ id: 1, description: 'Private' }] },
    ...routes,
  });
  renderApp('/boardmatch-candidates');
  return { api, user: userEvent.setup({ delay: null }) };
}

const lastRead = (api: ReturnType<typeof mockApi>) => api.callsTo('POST', '/api/candidates/read').at(-1)!;

// The page's dialogs load when first opened: their code is loaded here first, so that the time it takes to prepare it
// does not count against a step's wait.
beforeAll(() => Promise.all([import('@/features/staff/components/CandidateDialog.tsx'), import('@/features/staff/components/LoginAsDialog.tsx')]), 120_000);

describe('the staff Candidates screen', () => {
  it('sends the chosen filters in the list query, with AdminOverride, and shows cities title-cased', async () => {
    const { api, user } = open();
    expect(await screen.findByRole('cell', { name: 'robin@example.org' }, { timeout: 8000 })).toBeInTheDocument();
    expect(filterOf(lastRead(api), 'AdminOverride')).toEqual([1]);
    expect(filterOf(lastRead(api), 'IsDisabled')).toEqual([0]);
    expect(api.callsTo('GET', '/api/candidates/cities')[0]!.query.get('AdminOverride')).toBe('1');

    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByRole('option', { name: 'Thunder Bay' }));
    await waitFor(() => expect(filterOf(lastRead(api), 'City')).toEqual(['thunder bay']));
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: 'Skills' }));
    await user.click(await screen.findByRole('option', { name: 'Governance' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Causes' }));
    await user.click(await screen.findByRole('option', { name: 'Health' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Province' }));
    await user.click(await screen.findByRole('option', { name: 'Ontario' }));
    await waitFor(() => {
      const read = lastRead(api);
      expect(filterOf(read, 'skillSet')).toEqual([2]);
      expect(filterOf(read, 'focusAreas')).toEqual([5]);
      expect(filterOf(read, 'Province')).toEqual([10]);
      expect(filterOf(read, 'City')).toEqual(['thunder bay']);
      expect(filterOf(read, 'AdminOverride')).toEqual([1]);
    });
  });

  it('deactivates on the Active tab and activates on the Inactive tab, after confirmation', async () => {
    const { api, user } = open({
      'PUT /api/candidates/7/enabled': { status: 200, body: { id: 7, isDisabled: true } },
      'PUT /api/candidates/8/enabled': { status: 200, body: { id: 8, isDisabled: false } },
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate Robin Lee' }, { timeout: 8000 }));
    expect(screen.queryByRole('button', { name: /^Activate/ })).toBeNull();
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure you would like to deactivate this candidate?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Candidate disabled')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/candidates/7/enabled')[0]!.body).toEqual({ isDisabled: true });

    await user.click(await screen.findByRole('tab', { name: 'Inactive' }));
    await user.click(await screen.findByRole('button', { name: 'Activate Ina Lee' }));
    // A deactivated candidate can not be acted as: the server refuses it.
    expect(screen.queryByRole('button', { name: 'Login As Ina Lee' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Deactivate/ })).toBeNull();
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure you would like to activate this candidate?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Candidate activated')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/candidates/8/enabled')[0]!.body).toEqual({ isDisabled: false });
  });

  it('deletes only after confirmation', async () => {
    const { api, user } = open({ 'DELETE /api/candidates/7': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Delete Robin Lee' }, { timeout: 8000 }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure you would like to delete this candidate?' });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(api.callsTo('DELETE', '/api/candidates/7')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Delete Robin Lee' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure you would like to delete this candidate?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Candidate deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/candidates/7')).toHaveLength(1);
  });

  it('hides the actions a staff member without candidates.read could not use', async () => {
    open({}, { 'boardmatch-search.read': 1, 'user-information.read': 1 });
    expect(await screen.findByRole('button', { name: 'Login As Robin Lee' }, { timeout: 8000 })).toBeInTheDocument();
    for (const name of ['New Candidate', 'Edit Robin Lee', 'Deactivate Robin Lee', 'Delete Robin Lee']) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});

describe('the candidate dialog', () => {
  it("applies the user form's rules and messages to a new candidate, checks the e-mail, then creates", async () => {
    const created = { ...profile, id: 9 };
    const { api, user } = open({
      'POST /api/users/taken%40example.org': { status: 200, body: { taken: true } },
      'POST /api/users/new%40example.org': { status: 200, body: { taken: false } },
      'POST /api/candidates': { status: 201, body: created },
    });
    await user.click(await screen.findByRole('button', { name: 'New Candidate' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New Candidate' });
    expect(within(dialog).queryByRole('button', { name: 'Log In As User' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('First Name can not be empty')).toBeInTheDocument();
    expect(within(dialog).getByText('Password can not be empty')).toBeInTheDocument();
    expect(await screen.findByText('Please enter all required fields marked red.')).toBeInTheDocument();

    const field = (name: RegExp) => within(dialog).getByLabelText(name);
    await user.type(field(/^Email/), 'nope');
    await user.type(field(/^Password\s*\*?$/), 'short');
    expect(await within(dialog).findByText('Email must be valid')).toBeInTheDocument();
    expect(within(dialog).getByText('Password Complexity not met. Hover the ? icon for details.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Password rules: At least 8 characters/ })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /^Pronoun/ }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please specify your pronoun can not be empty')).toBeInTheDocument();
    await user.type(field(/^Please specify your pronoun/), 'ze/zir');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Other' }));
    expect(await within(dialog).findByLabelText('Other minority group')).toBeInTheDocument();

    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'taken@example.org');
    // Checked as typed, before any submit.
    expect(await within(dialog).findByText('Email is already registered. Please, try another one.')).toBeInTheDocument();
    await user.clear(field(/^Password\s*\*?$/));
    await user.type(field(/^Password\s*\*?$/), 'Good-pass1!');
    await user.type(field(/^First Name/), 'Sam');
    await user.type(field(/^Last Name/), 'Park');
    await user.type(field(/^Main Phone\s*\*?$/), '416-555-0100');
    await user.click(within(dialog).getByRole('combobox', { name: /^Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Canada' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Province\/State/ }));
    await user.click(await screen.findByRole('option', { name: 'Ontario' }));
    await user.type(field(/^City/), 'Toronto');
    for (const [picker, option] of [['Add Skills', 'Finance'], ['Add Causes', 'Health']] as const) {
      await user.click(await within(dialog).findByRole('button', { name: picker }));
      const chooser = await screen.findByRole('dialog', { name: picker.replace('Add ', '') });
      await user.click(within(chooser).getByRole('checkbox', { name: option }));
      await user.click(within(chooser).getByRole('button', { name: 'Save' }));
    }
    await user.click(await within(dialog).findByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Email is already registered. Please, try another one.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/candidates')).toHaveLength(0);

    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'new@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Candidate Created')).toBeInTheDocument();
    const body = api.callsTo('POST', '/api/candidates')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      email: 'new@example.org',
      password: 'Good-pass1!',
      firstName: 'Sam',
      lastName: 'Park',
      pronounId: 4,
      pronounOther: 'ze/zir',
      skills: [1],
      focusAreas: [5],
      minorityGroupIds: [14],
      address: { countryId: 1, regionId: 10, city: 'Toronto' },
    });
  }, 90_000);

  it('updates a candidate without a password, and offers Log In As User', async () => {
    const { api, user } = open({ 'PUT /api/candidates/7': { status: 200, body: profile } });
    await user.click(await screen.findByRole('button', { name: 'Edit Robin Lee' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Candidate' });
    expect(await within(dialog).findByDisplayValue('robin@example.org')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/candidates/7/profile')[0]!.query.get('AdminOverride')).toBe('1');
    expect(within(dialog).queryByLabelText(/^Password/)).toBeNull();
    expect(await within(dialog).findByRole('heading', { name: 'Resume' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Log In As User' }));
    expect(await screen.findByRole('dialog', { name: 'Authenticate' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog', { name: 'Authenticate' })).getByRole('button', { name: 'Cancel' }));

    await user.clear(within(dialog).getByLabelText(/^First Name/));
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Robyn');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Candidate Updated')).toBeInTheDocument();
    const body = api.callsTo('PUT', '/api/candidates/7')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ firstName: 'Robyn', email: 'robin@example.org', skills: [1], focusAreas: [5], isLookingForPosition: false });
    expect(body).not.toHaveProperty('password');
    expect(api.calls.some((c) => c.path.startsWith('/api/users/') && c.method === 'POST' && c.path !== '/api/users/state/switch')).toBe(false);
  }, 30_000);
});
