import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app.tsx';
import { mockApi } from '@/test/mock-api.ts';
import { makeProfile, signedInRoutes } from '@/features/candidates/test/profile-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

/** The first visit loads the page's code: allow it time on a busy machine. */
const slow = { timeout: 8000 };

const error = (status: number, message: string) => ({ status, body: { code: 'X', message, issues: [] } });

/** A chip's delete action, as the keyboard gives it. */
async function removeChip(user: ReturnType<typeof userEvent.setup>, name: string) {
  const chip = await screen.findByRole('button', { name: `Remove ${name}` }, slow);
  chip.focus();
  await user.keyboard('{Delete}');
}

/** EDIT is enabled once the profile has loaded. */
async function clickEdit(user: ReturnType<typeof userEvent.setup>) {
  const edit = await screen.findByRole('button', { name: 'EDIT' }, slow);
  await waitFor(() => expect(edit).toBeEnabled(), slow);
  await user.click(edit);
}

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ ...signedInRoutes({ selected: 'candidate', candidateComplete: true }), 'GET /api/candidates/me': { status: 200, body: makeProfile() }, ...extra });
}

describe('CandidateProfilePage', () => {
  it("is titled 'Candidate' to view and 'Update Candidate' to edit; cancel goes back", async () => {
    setup();
    const user = userEvent.setup({ delay: null });
    renderApp('/candidate-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate' }, slow)).toBeInTheDocument();
    for (const tab of ['User Information', 'Candidate Details', 'Qualifications', 'Matching Preferences', 'Release Form']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await clickEdit(user);
    expect(screen.getByRole('heading', { level: 1, name: 'Update Candidate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Candidate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EDIT' })).toBeInTheDocument();
  });

  it("validates eagerly ('{field} can not be empty') and refuses to send an invalid tab", async () => {
    const api = setup();
    const user = userEvent.setup({ delay: null });
    renderApp('/candidate-profile');
    await clickEdit(user);
    const first = await screen.findByLabelText(/^First Name/);
    await user.clear(first);
    expect(await screen.findByText('First Name can not be empty')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^City/));
    expect(await screen.findByText('City can not be empty')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter all required fields marked red')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/candidates/4/user-information')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Update Candidate' })).toBeInTheDocument();
  });

  it('saves the user information tab and returns to viewing', async () => {
    const api = setup({
      'PUT /api/candidates/4/user-information': { status: 200, body: { profile: makeProfile(), stepCompleted: true, message: 'Successfully updated your User Information.' } },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/candidate-profile');
    await clickEdit(user);
    const first = await screen.findByLabelText(/^First Name/);
    await user.clear(first);
    await user.type(first, 'Patricia');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Successfully updated your User Information.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/candidates/4/user-information')[0]!.body).toMatchObject({
      firstName: 'Patricia',
      mainPhone: { number: '416-555-0100' },
      eveningPhone: null,
      address: { city: 'Toronto', regionId: 10, countryId: 1 },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Candidate' })).toBeInTheDocument();
  });

  it("asks 'Are you sure you want to unlink {name} from your profile?' before unlinking a skill", async () => {
    const api = setup({ 'DELETE /api/candidates/4/skill/1': { status: 200, body: makeProfile({ skills: [{ id: 2, name: 'Governance' }] }) } });
    const user = userEvent.setup({ delay: null });
    renderApp('/candidate-profile');
    await user.click(await screen.findByRole('tab', { name: 'Matching Preferences' }, slow));
    await clickEdit(user);
    await removeChip(user, 'Finance');
    const dialog = await screen.findByRole('dialog', { name: 'Unlink' });
    expect(dialog).toHaveTextContent('Are you sure you want to unlink Finance from your profile?');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/candidates/4/skill/1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Remove Finance/ })).not.toBeInTheDocument());
  });

  it("keeps the last focus area: 'Must have at least one Area of Focus in your Candidate Profile'", async () => {
    const api = setup();
    const user = userEvent.setup({ delay: null });
    renderApp('/candidate-profile');
    await user.click(await screen.findByRole('tab', { name: 'Matching Preferences' }, slow));
    await clickEdit(user);
    await removeChip(user, 'Health');
    expect(await screen.findByText('Must have at least one Area of Focus in your Candidate Profile')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it("needs 'Please specify' when volunteer experience Other is ticked, then saves with the server's message", async () => {
    const api = setup({
      'PUT /api/candidates/4/matching-preferences': { status: 200, body: { profile: makeProfile(), stepCompleted: true, message: 'Successfully updated your Matchmaking preferences.' } },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/candidate-profile');
    await user.click(await screen.findByRole('tab', { name: 'Matching Preferences' }, slow));
    await clickEdit(user);
    const other = await screen.findAllByRole('checkbox', { name: 'Other' });
    await user.click(other[0]!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter all required fields marked red')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/candidates/4/matching-preferences')).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Please specify/), 'Coaching');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Successfully updated your Matchmaking preferences.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/candidates/4/matching-preferences')[0]!.body).toMatchObject({ volunteerExperienceTypeIds: [4], otherVolunteerExperience: 'Coaching', skills: [1, 2], focusAreas: [5] });
  });

  it("shows the server's refusal", async () => {
    setup({ 'PUT /api/candidates/4/release-form': error(403, 'You do not have permission to do this.') });
    const user = userEvent.setup({ delay: null });
    renderApp('/candidate-profile');
    await user.click(await screen.findByRole('tab', { name: 'Release Form' }, slow));
    await clickEdit(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
  });
});
