import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, noSession } from '@/test/mock-api.ts';
import { field, fillAddress, typeIn } from './registration-test-helpers.ts';

afterEach(() => vi.unstubAllGlobals());

const base = { 'POST /api/auth/refresh-token': noSession, 'POST /api/auth/logout': { status: 204 }, ...LOOKUPS };
const registered = { status: 201, body: { user: { id: 5, userName: 'ed@hope.org', userInformation: { id: 6 } }, charity: { id: 9 } } };

async function fillCharityForm(user: UserEvent, form: HTMLElement) {
  await typeIn(user, field(form, 'Charity Name'), 'Hope Food Bank');
  await typeIn(user, field(form, 'Charitable Registration Number'), '12345 6789 RR0001');
  await typeIn(user, field(form, 'Charity E-mail'), 'info@hope.org');
  await typeIn(user, field(form, 'Main Phone'), '416-555-0101');
  await fillAddress(user, form);
  const staff = within(form).getByRole('heading', { name: 'Senior Staff' }).closest('section') as HTMLElement;
  await typeIn(user, field(staff, 'First Name'), 'Lee');
  await typeIn(user, field(staff, 'Last Name'), 'Chan');
  await typeIn(user, field(staff, 'Title'), 'Executive Director');
  await typeIn(user, field(staff, 'E-mail'), 'lee@hope.org');
  await typeIn(user, field(staff, 'Phone'), '416-555-0102');
  const admin = within(form).getByRole('heading', { name: 'Charity Administrator' }).closest('section') as HTMLElement;
  await typeIn(user, field(admin, 'E-mail'), 'ed@hope.org');
  await typeIn(user, field(admin, 'Password'), 'Str0ng!pass');
  await typeIn(user, field(admin, 'Confirm Password'), 'Str0ng!pass');
  await typeIn(user, field(admin, 'First Name'), 'Ed');
  await typeIn(user, field(admin, 'Last Name'), 'Wong');
}

async function openDialog(user: UserEvent) {
  renderApp('/login');
  await user.click(await screen.findByRole('button', { name: 'Join as Charity' }));
  return screen.findByRole('dialog', { name: 'Charity Registration' });
}

describe('CharityRegistrationDialog', () => {
  it('shows the required messages of every section on an empty submit', async () => {
    const api = mockApi(base);
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user);
    for (const section of ['Charity Information', 'Senior Staff', 'Charity Administrator']) {
      expect(within(dialog).getByRole('heading', { name: section })).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter all required fields marked red.')).toBeInTheDocument();
    for (const text of ['Charity Name can not be empty', 'Charitable Registration Number can not be empty', 'Charity E-mail can not be empty', 'Title can not be empty', 'City can not be empty']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    // senior staff and administrator both need names
    expect(within(dialog).getAllByText('First Name can not be empty')).toHaveLength(2);
    expect(api.callsTo('POST', '/api/charities/register')).toHaveLength(0);
  });

  it("needs the release agreement, then shows the server's failure message", async () => {
    const api = mockApi({ ...base, 'POST /api/charities/register': { status: 400, body: { code: 'CHARITY', message: 'Unable to register Charity', issues: [] } } });
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user);
    await fillCharityForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect((await screen.findAllByText('Please agree with terms and conditions.')).length).toBeGreaterThan(0);
    expect(api.callsTo('POST', '/api/charities/register')).toHaveLength(0);

    await user.click(field(dialog, 'I agree to the release form terms and conditions'));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Unable to register Charity')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/charities/register')[0].body).toMatchObject({
      charity: { name: 'Hope Food Bank', charitableNumber: '12345 6789 RR0001', email: 'info@hope.org', website: null },
      seniorStaff: { firstName: 'Lee', lastName: 'Chan', title: 'Executive Director', email: 'lee@hope.org', phone: { number: '416-555-0102' } },
      account: { email: 'ed@hope.org', firstName: 'Ed', lastName: 'Wong' },
      acceptTermsAndConditions: true,
    });
  });
});

describe('/charity-registration', () => {
  it('asks for the agreement in a full-screen release form, registers and greets on /login', async () => {
    const api = mockApi({ ...base, 'POST /api/charities/register': registered });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/charity-registration');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Charity Registration' });
    const page = heading.closest('div') as HTMLElement;
    await fillCharityForm(user, page);
    await user.click(within(page).getByRole('button', { name: 'Register' }));
    const release = await screen.findByRole('dialog', { name: 'Release Form' });
    await user.click(within(release).getByRole('button', { name: 'Register' }));
    expect((await screen.findAllByText('Please agree with terms and conditions.')).length).toBeGreaterThan(0);
    expect(api.callsTo('POST', '/api/charities/register')).toHaveLength(0);

    await user.click(within(release).getByLabelText('I agree to the above terms and conditions.'));
    await user.click(within(release).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('New Charity is Registered Successfully! Welcome to Boardmatch!')).toBeInTheDocument();
  });

  it('closes to /login', async () => {
    mockApi(base);
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/charity-registration');
    await user.click(await screen.findByRole('button', { name: 'Close registration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('/registration', () => {
  it('is the candidate registration page, inside the shell', async () => {
    mockApi(base);
    renderApp('/registration');
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate Registration' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign-in / Join now' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
