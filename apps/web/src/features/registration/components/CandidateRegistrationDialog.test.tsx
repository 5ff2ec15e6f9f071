import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, noSession } from '@/test/mock-api.ts';
import { choose, field, fillAddress, pickChip, typeIn } from './registration-test-helpers.ts';

afterEach(() => vi.unstubAllGlobals());

const base = { 'POST /api/auth/refresh-token': noSession, 'POST /api/auth/logout': { status: 204 }, ...LOOKUPS };
const registered = { status: 201, body: { user: { id: 5, userName: 'sam@example.ca', userInformation: { id: 6 } }, candidate: { id: 7 } } };

async function openDialog(user: UserEvent) {
  renderApp('/login');
  await user.click(await screen.findByRole('button', { name: 'Join as Candidate' }));
  return screen.findByRole('dialog', { name: 'Candidate Registration' });
}

async function fillValidForm(user: UserEvent, dialog: HTMLElement) {
  await typeIn(user, field(dialog, 'E-mail'), 'sam@example.ca');
  await typeIn(user, field(dialog, 'Password'), 'Str0ng!pass');
  await typeIn(user, field(dialog, 'Confirm Password'), 'Str0ng!pass');
  await typeIn(user, field(dialog, 'First Name'), 'Sam');
  await typeIn(user, field(dialog, 'Last Name'), 'Roy');
  await typeIn(user, field(dialog, 'Main Phone'), '416-555-0100');
  await typeIn(user, field(dialog, 'Title/Position'), 'Controller');
  await typeIn(user, field(dialog, 'Organization Name'), 'Acme Ltd');
  await fillAddress(user, dialog);
  await pickChip(user, dialog, 'Skills', 'Finance');
  await pickChip(user, dialog, 'Focus Areas', 'Health');
  await user.click(within(dialog).getByLabelText('Yes'));
}

describe('CandidateRegistrationDialog', () => {
  it('shows every required message and the form-level message on an empty submit, and sends nothing', async () => {
    const api = mockApi(base);
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent('I agree to the release form terms and conditions');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Please enter all required fields marked red.')).toBeInTheDocument();
    for (const text of [
      'E-mail can not be empty',
      'Password can not be empty',
      'First Name can not be empty',
      'Last Name can not be empty',
      'Main Phone can not be empty',
      'Title/Position can not be empty',
      'Organization Name can not be empty',
      'Country can not be empty',
      'Province/State can not be empty',
      'City can not be empty',
      'Open For Position can not be empty',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getAllByText('Must select at least one')).toHaveLength(2);
    // the evening phone is optional
    expect(within(dialog).queryByText('Evening Phone can not be empty')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/candidates/register')).toHaveLength(0);
  });

  it('validates eagerly, as the user leaves a field', async () => {
    mockApi(base);
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user);
    await user.click(field(dialog, 'Title/Position'));
    await user.tab();
    expect(await within(dialog).findByText('Title/Position can not be empty')).toBeInTheDocument();
    await typeIn(user, field(dialog, 'Password'), 'weak');
    expect(await within(dialog).findByText('Use 8 or more characters with a mix of letters, numbers & symbols')).toBeInTheDocument();
  });

  it('limits Province/State to the chosen country', async () => {
    mockApi(base);
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user);
    await choose(user, dialog, 'Country', 'United States');
    await user.click(within(dialog).getByRole('combobox', { name: /^Province\/State/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toContain('New York');
    expect(options).not.toContain('Ontario');
  });

  it("refuses to register without the release agreement: 'Please agree with terms and conditions.'", async () => {
    const api = mockApi({ ...base, 'POST /api/candidates/register': registered });
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user);
    await fillValidForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findAllByText('Please agree with terms and conditions.')).not.toHaveLength(0);
    expect(api.callsTo('POST', '/api/candidates/register')).toHaveLength(0);
  });

  it("shows the server's message when the e-mail is taken (409)", async () => {
    const api = mockApi({
      ...base,
      'POST /api/candidates/register': { status: 409, body: { code: 'EMAIL_TAKEN', message: 'Email is already registered. Please, try another one.', issues: [] } },
    });
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user);
    await fillValidForm(user, dialog);
    await user.click(field(dialog, 'I agree to the release form terms and conditions'));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Email is already registered. Please, try another one.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Candidate Registration' })).toBeInTheDocument();
    const body = api.callsTo('POST', '/api/candidates/register')[0].body;
    expect(body).toMatchObject({
      account: { email: 'sam@example.ca', firstName: 'Sam', lastName: 'Roy' },
      mainPhone: { number: '416-555-0100', extension: null },
      eveningPhone: null,
      address: { countryId: 1, regionId: 10, city: 'Toronto' },
      experienceTitle: 'Controller',
      experienceOrganizationName: 'Acme Ltd',
      isLookingForPosition: 'true',
      skills: [1],
      focusAreas: [5],
      acceptTermsAndConditions: true,
    });
  });

  it('registers, says so and closes', async () => {
    mockApi({ ...base, 'POST /api/candidates/register': registered });
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user);
    await fillValidForm(user, dialog);
    await user.click(field(dialog, 'I agree to the release form terms and conditions'));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registered Successfully! Verification Email has been sent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Candidate Registration' })).not.toBeInTheDocument());
  });

  it('refuses an existing user who is already a candidate', async () => {
    mockApi({
      ...base,
      'POST /api/auth/user-data': { status: 200, body: { id: 3, userName: 'old@example.ca', userInformation: { id: 4, firstName: 'Old', lastName: 'Hand' }, isCandidate: true } },
    });
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Already have a Boardmatch user account?' }));
    const login = await screen.findByRole('dialog', { name: 'Log In' });
    await typeIn(user, field(login, 'Email'), 'old@example.ca');
    await typeIn(user, field(login, 'Password'), 'x');
    await user.click(within(login).getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('The specified user is already a candidate')).toBeInTheDocument();
    expect(field(dialog, 'E-mail')).toBeInTheDocument();
  });

  it('takes over an existing user: the account form gives way to the user name and is not required', async () => {
    const api = mockApi({
      ...base,
      'POST /api/auth/user-data': { status: 200, body: { id: 3, userName: 'rep@hope.org', userInformation: { id: 4, firstName: 'Ann', lastName: 'Bell' }, isCandidate: false } },
      'POST /api/candidates/register': registered,
    });
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Already have a Boardmatch user account?' }));
    const login = await screen.findByRole('dialog', { name: 'Log In' });
    await user.click(within(login).getByRole('button', { name: 'Log In' }));
    expect(await within(login).findByText('Email can not be empty')).toBeInTheDocument();
    await typeIn(user, field(login, 'Email'), 'rep@hope.org');
    await typeIn(user, field(login, 'Password'), 'Secret1!');
    await user.click(within(login).getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(within(dialog).getByText('Registering as Ann Bell (rep@hope.org)')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^E-mail/)).not.toBeInTheDocument();

    await typeIn(user, field(dialog, 'Main Phone'), '416-555-0100');
    await typeIn(user, field(dialog, 'Title/Position'), 'Director');
    await typeIn(user, field(dialog, 'Organization Name'), 'Hope');
    await fillAddress(user, dialog);
    await pickChip(user, dialog, 'Skills', 'Governance');
    await pickChip(user, dialog, 'Focus Areas', 'Education');
    await user.click(within(dialog).getByLabelText('No'));
    await user.click(field(dialog, 'I agree to the release form terms and conditions'));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/candidates/register')).toHaveLength(1));
    const body = api.callsTo('POST', '/api/candidates/register')[0].body as Record<string, unknown>;
    expect(body.existingAccount).toEqual({ userName: 'rep@hope.org', password: 'Secret1!' });
    expect(body.account).toBeUndefined();
    expect(body.isLookingForPosition).toBe('false');
  });

  it("says 'Email or password is incorrect' when the login inside registration fails", async () => {
    mockApi({ ...base, 'POST /api/auth/user-data': { status: 401, body: { code: 'UNAUTHORIZED', message: 'Username or Password is incorrect', issues: [] } } });
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Already have a Boardmatch user account?' }));
    const login = await screen.findByRole('dialog', { name: 'Log In' });
    await typeIn(user, field(login, 'Email'), 'a@b.ca');
    await typeIn(user, field(login, 'Password'), 'nope');
    await user.click(within(login).getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Email or password is incorrect')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
  });

  it('names the address when only the address is missing', async () => {
    mockApi(base);
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user);
    await typeIn(user, field(dialog, 'E-mail'), 'sam@example.ca');
    await typeIn(user, field(dialog, 'Password'), 'Str0ng!pass');
    await typeIn(user, field(dialog, 'Confirm Password'), 'Str0ng!pass');
    await typeIn(user, field(dialog, 'First Name'), 'Sam');
    await typeIn(user, field(dialog, 'Last Name'), 'Roy');
    await typeIn(user, field(dialog, 'Main Phone'), '416-555-0100');
    await typeIn(user, field(dialog, 'Title/Position'), 'Controller');
    await typeIn(user, field(dialog, 'Organization Name'), 'Acme Ltd');
    await pickChip(user, dialog, 'Skills', 'Finance');
    await pickChip(user, dialog, 'Focus Areas', 'Health');
    await user.click(within(dialog).getByLabelText('Yes'));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter address required fields marked red')).toBeInTheDocument();
  });
});
