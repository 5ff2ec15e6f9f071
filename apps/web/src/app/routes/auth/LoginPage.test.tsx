import { describe, expect, it, afterEach, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, noSession, sessionBody } from '@/test/mock-api.ts';
import { makeSession } from '@/test/fixtures.ts';
import { REGISTRATION_MESSAGE_KEY } from '@/features/registration/registration-message.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const anonymous = { 'POST /api/auth/refresh-token': noSession, 'POST /api/auth/logout': { status: 204 }, ...LOOKUPS };

describe('LoginPage', () => {
  it('shows the sign-in form without header or footer', async () => {
    mockApi(anonymous);
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to BoardMatch' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username (Email Address)')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    for (const name of ['Sign In', 'Forgot Password?', 'Join as Candidate', 'Join as Charity']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('verifies the account when the address carries a token alone', async () => {
    const api = mockApi({ ...anonymous, 'POST /api/auth/verification': { status: 200, body: true } });
    const { router } = renderApp('/login?token=abc123');
    expect(await screen.findByText('Account has been verified. Please sign in using your username and password.')).toBeInTheDocument();
    const calls = api.callsTo('POST', '/api/auth/verification');
    expect(calls).toHaveLength(1);
    expect(calls[0].query.get('token')).toBe('abc123');
    // the token is taken out of the address
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says so when the verification fails', async () => {
    mockApi({ ...anonymous, 'POST /api/auth/verification': { status: 400, body: { code: 'BAD', message: 'x', issues: [] } } });
    renderApp('/login?token=bad');
    expect(await screen.findByText('Unable to verify your account.')).toBeInTheDocument();
  });

  it('opens the invitation registration with the link values and a fixed e-mail, without verifying', async () => {
    const api = mockApi({
      ...anonymous,
      'GET /api/charities/invitations/tok9': {
        status: 200,
        body: { userName: 'ann@hope.org', charityName: 'Hope Food Bank', charitableNumber: '12345 6789 RR0001', firstName: 'Ann', lastName: 'Bell' },
      },
    });
    renderApp('/login?regusr=ann%40hope.org&char=Hope%20Food%20Bank&charnum=12345%206789%20RR0001&lname=Bell&fname=Ann&token=tok9');
    const dialog = await screen.findByRole('dialog', { name: 'Charity Representative Registration' });
    expect(within(dialog).getByLabelText('E-mail')).toBeDisabled();
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('ann@hope.org');
    expect(within(dialog).getByLabelText('Organization Name')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Organization Name')).toHaveValue('Hope Food Bank');
    expect(within(dialog).getByLabelText('Charitable Number')).toHaveValue('12345 6789 RR0001');
    expect(within(dialog).getByLabelText(/First Name/)).toHaveValue('Ann');
    expect(within(dialog).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/verification')).toHaveLength(0);
  });

  it('says in words that an invitation link was already used, and offers no registration form', async () => {
    const used = 'This invitation has already been used. Please sign in with your e-mail and password.';
    mockApi({ ...anonymous, 'GET /api/charities/invitations/tok8': { status: 410, body: { code: 'INVITATION_USED', message: used, issues: [] } } });
    renderApp('/login?regusr=ann%40hope.org&char=Hope%20Food%20Bank&charnum=1&lname=Bell&fname=Ann&token=tok8');
    const dialog = await screen.findByRole('dialog', { name: 'Charity Representative Registration' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(used);
    expect(within(dialog).queryByLabelText(/First Name/)).toBeNull();
    expect(within(dialog).queryByLabelText(/^Password/)).toBeNull();
  });

  it('creates the representative account and opens the not-verified dialog', async () => {
    const api = mockApi({
      ...anonymous,
      'GET /api/charities/invitations/tok9': {
        status: 200,
        body: { userName: 'ann@hope.org', charityName: 'Hope Food Bank', charitableNumber: null, firstName: 'Ann', lastName: 'Bell' },
      },
      'POST /api/charities/representatives/register': { status: 201, body: { user: { id: 5, userName: 'ann@hope.org', userInformation: { id: 6 } } } },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/login?regusr=ann%40hope.org&char=Hope&charnum=&lname=Bell&fname=Ann&token=tok9');
    const dialog = await screen.findByRole('dialog', { name: 'Charity Representative Registration' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'Str0ng!pass');
    await user.type(within(dialog).getByLabelText(/^Confirm Password/), 'Str0ng!pass');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Account created successfully.')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Your account is not verified' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/charities/representatives/register')[0].body).toMatchObject({ token: 'tok9', firstName: 'Ann', lastName: 'Bell', password: 'Str0ng!pass' });
  });

  it('opens candidate registration with the openCandidateReg value as the e-mail', async () => {
    mockApi(anonymous);
    renderApp('/login?openCandidateReg=new%40person.ca');
    const dialog = await screen.findByRole('dialog', { name: 'Candidate Registration' });
    expect(within(dialog).getByLabelText(/^E-mail/)).toHaveValue('new@person.ca');
  });

  it('shows a stored registration message once and clears it', async () => {
    mockApi(anonymous);
    window.sessionStorage.setItem(REGISTRATION_MESSAGE_KEY, 'New Candidate is Registered Successfully! Welcome to Boardmatch!');
    renderApp('/login');
    expect(await screen.findByText('New Candidate is Registered Successfully! Welcome to Boardmatch!')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(REGISTRATION_MESSAGE_KEY)).toBeNull();
  });

  it('opens the not-verified dialog when the server says the account is not verified, and re-sends the e-mail', async () => {
    const api = mockApi({
      ...anonymous,
      'POST /api/auth': {
        status: 403,
        body: { error: true, message: 'Your account has not been verified. Please check your email for the verification link.', response: null, code: 'ACCOUNT_NOT_VERIFIED', issues: [] },
      },
      'POST /api/auth/resend-verification': { status: 200, body: true },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/login');
    await user.type(await screen.findByLabelText('Username (Email Address)'), 'pat@example.org');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your account is not verified' });
    expect(screen.getByText('Your account has not been verified. Please check your email for the verification link.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Re-send Verification Email' }));
    expect(await screen.findByText('Email has been sent.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/resend-verification')[0].body).toEqual({ UserName: 'pat@example.org' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your account is not verified' })).not.toBeInTheDocument());
  });

  it('shows the server message for wrong credentials without the not-verified dialog', async () => {
    mockApi({
      ...anonymous,
      'POST /api/auth': { status: 401, body: { error: true, message: 'Username or Password is incorrect', response: null, code: 'INVALID_CREDENTIALS', issues: [] } },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/login');
    await user.type(await screen.findByLabelText('Username (Email Address)'), 'pat@example.org');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username or Password is incorrect')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Your account is not verified' })).not.toBeInTheDocument();
  });

  it("says 'Unable to connect to server.' when no response comes", async () => {
    mockApi({ ...anonymous, 'POST /api/auth': 'network-error' });
    const user = userEvent.setup({ delay: null });
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Unable to connect to server.')).toBeInTheDocument();
  });

  it('goes to the last saved page after signing in, keeping the token in memory only', async () => {
    const session = makeSession({ selected: 'candidate', lastState: '/candidate-search' });
    const api = mockApi({
      ...anonymous,
      'POST /api/auth': { status: 200, body: { error: null, message: '', response: sessionBody('tok-1') } },
      'GET /api/users/session': { status: 200, body: session },
      'PUT /api/users/state': { status: 204 },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Username (Email Address)'), 'pat@example.org');
    await user.type(screen.getByLabelText('Password'), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate Search' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/candidate-search');
    expect(api.callsTo('POST', '/api/auth')[0].body).toEqual({ UserName: 'pat@example.org', Password: 'Secret1!' });
    const sessionCall = api.fetchMock.mock.calls.find(([url]) => String(url) === '/api/users/session');
    expect((sessionCall?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('tok-1');
  });

  it('sends a candidate whose onboarding is incomplete from /login to onboarding', async () => {
    const session = makeSession({ selected: 'candidate', candidateComplete: false, lastState: '/candidate-search' });
    mockApi({
      ...anonymous,
      'POST /api/auth': { status: 200, body: { error: null, message: '', response: sessionBody() } },
      'GET /api/users/session': { status: 200, body: session },
      'PUT /api/users/state': { status: 204 },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-onboarding'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate Onboarding' })).toBeInTheDocument();
  });

  it('prefills the forgot password e-mail and tells an unknown user', async () => {
    const api = mockApi({ ...anonymous, 'POST /api/auth/forgot-password': { status: 404, body: { code: 'NOT_FOUND', message: 'nf', issues: [] } } });
    const user = userEvent.setup({ delay: null });
    renderApp('/login');
    await user.type(await screen.findByLabelText('Username (Email Address)'), 'who@nowhere.ca');
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password?' });
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('who@nowhere.ca');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('It seems you are not a BoardMatch user.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/forgot-password')[0].body).toEqual({ UserName: 'who@nowhere.ca' });
  });
});
