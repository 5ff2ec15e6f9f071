import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, sessionBody } from '@/test/mock-api.ts';
import { makeSession } from '@/test/fixtures.ts';
import { choose, field, fillAddress, typeIn } from '@/features/registration/components/registration-test-helpers.ts';
import { makePosting } from '@/features/postings/test-utils.tsx';

afterEach(() => vi.unstubAllGlobals());

const STAFF_ROLE = { 'boardmatch-search.read': 1, 'candidates.read': 1, 'charities.read': 1, 'user-information.read': 1 };

const CHARITIES = [
  {
    id: 21,
    name: 'Aardvark Rescue League',
    email: 'hello@aardvark.example.org',
    charitableNumber: '1234 RR0001',
    yearOfIncorporation: 0,
    charityScope: { id: 1, name: 'Local' },
    charityType: { id: 1, name: 'Charitable organization' },
    address: '1234 Long Rescue Road East, Calgary, AB, T2P 1J9',
    city: 'calgary',
    phone: '403-555-0199',
    replies: { medianDays: 4, sharePercent: 75, applications: 4 },
  },
  {
    id: 22,
    name: 'Zebra Crossing Trust',
    email: null,
    charitableNumber: '5678 RR0001',
    yearOfIncorporation: 1999,
    charityScope: { id: 2, name: 'Provincial' },
    charityType: null,
    address: 'Short St, Toronto',
    city: 'toronto',
    phone: null,
    replies: { medianDays: null, sharePercent: 0, applications: 3 },
  },
  { id: 23, name: 'Quiet Owl Society', email: null, charitableNumber: null, yearOfIncorporation: 2001, charityScope: { id: 3, name: 'National' }, charityType: null, address: null, city: null, phone: null, replies: null },
];

function open(routes: Parameters<typeof mockApi>[0] = {}, claims: Record<string, number> | undefined = undefined) {
  const api = mockApi({
    ...LOOKUPS,
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession({ selected: 'boardmatch', ...(claims ? { claims } : {}) }) },
    'PUT /api/users/state': { status: 204 },
    'POST /api/charities/admin/read': { status: 200, body: { charities: CHARITIES, total: 3 } },
    'GET /api/charities/cities': { status: 200, body: ['calgary', "st. john's", 'thunder bay'] },
    'GET /api/charities/province': { status: 200, body: [{ id: 11, name: 'Alberta', abbreviation: 'AB', countryId: 1 }] },
    'POST /api/charities/21/representatives/read': {
      status: 200,
      body: { representatives: [{ id: 3, userId: 41, charityId: 21, firstName: 'Casey', lastName: 'Nguyen', email: 'casey@aardvark.example.org', roles: [{ id: 1, name: 'Admin' }], acceptTermsAndConditions: true }], total: 1 },
    },
    ...routes,
  });
  renderApp('/boardmatch-charities');
  return { api, user: userEvent.setup({ delay: null }) };
}

/** A window as narrow as a phone (390 px): every max-width query below 600 px matches. */
function phoneWidth() {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || 390 <= Number(max[1])) && (!min || 390 >= Number(min[1]));
    return { matches, media: query, onchange: null, addListener: vi.fn(), removeListener: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: vi.fn() };
  });
}

const rowOf = async (name: string) => (await screen.findByRole('cell', { name }, { timeout: 8000 })).closest('tr') as HTMLElement;

// The page's dialogs load when first opened: their code is loaded here first, so that the time it takes to prepare it
// does not count against a step's wait.
beforeAll(() => Promise.all([import('@/app/sections/staff/CharityDialogs.tsx')]), 120_000);

describe('Charities (staff)', () => {
  it('shows each charity: a dash for year 0, the address cut at 20 characters, scope chips by id, and asks with AdminOverride', async () => {
    const { api } = open();
    const aardvark = await rowOf('Aardvark Rescue League');
    const cells = within(aardvark).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 8)).toEqual(['Aardvark Rescue League', 'hello@aardvark.example.org', '1234 RR0001', '-', 'Local', 'Charitable organization', '1234 Long Rescue Roa…', '403-555-0199']);
    const zebra = await rowOf('Zebra Crossing Trust');
    expect(within(zebra).getByText('1999')).toBeInTheDocument();
    expect(within(zebra).getByText('Short St, Toronto')).toBeInTheDocument();
    expect(within(aardvark).getByText('Local').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(within(zebra).getByText('Provincial').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(within(await rowOf('Quiet Owl Society')).getByText('National').closest('.MuiChip-root')).toHaveClass('MuiChip-colorPrimary');
    expect(api.callsTo('POST', '/api/charities/admin/read')[0]!.body).toMatchObject({ Filters: [{ name: 'AdminOverride', values: [1] }] });
  });

  it("shows each charity's replies as its profile does, a dash before it has enough applications", async () => {
    open();
    const aardvark = await rowOf('Aardvark Rescue League');
    expect(screen.getByRole('columnheader', { name: 'Replies' })).toBeInTheDocument();
    const cells = within(aardvark).getAllByRole('cell');
    // After Phone, before the actions.
    expect(cells[8]).toHaveTextContent('Usually replies within 4 days');
    expect(cells[8]).toHaveTextContent('Replies to 75% of applicants');
    expect(within(cells[9]!).getByRole('button', { name: 'More actions: Aardvark Rescue League' })).toBeInTheDocument();
    // No answer yet among its applications: the share alone.
    const zebra = within(await rowOf('Zebra Crossing Trust')).getAllByRole('cell')[8]!;
    expect(zebra).toHaveTextContent('Replies to 0% of applicants');
    expect(zebra).not.toHaveTextContent('Usually replies');
    expect(within(await rowOf('Quiet Owl Society')).getAllByRole('cell')[8]).toHaveTextContent(/^-$/);
  });

  it('on a phone (390 px), shows the replies on each card above its actions', async () => {
    phoneWidth();
    open();
    const list = await screen.findByRole('list', { name: 'Charities' }, { timeout: 8000 });
    expect(screen.queryByRole('table')).toBeNull();
    const card = (await within(list).findByText('Aardvark Rescue League', {}, { timeout: 8000 })).closest('li') as HTMLElement;
    const heading = within(card).getByText('Replies', { selector: 'dt' });
    expect(heading.nextElementSibling).toHaveTextContent('Usually replies within 4 daysReplies to 75% of applicants');
    // The actions keep the card's foot, after the figures.
    for (const action of ['Delete', 'More actions']) {
      const button = within(card).getByRole('button', { name: `${action}: Aardvark Rescue League` });
      expect(heading.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('offers cities title-cased and filters with the lower-case city and the province id', async () => {
    const { api, user } = open();
    await rowOf('Aardvark Rescue League');
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Calgary', "St. John's", 'Thunder Bay']);
    await user.click(screen.getByRole('option', { name: 'Thunder Bay' }));
    await user.click(screen.getByRole('combobox', { name: 'Province' }));
    await user.click(await screen.findByRole('option', { name: 'Alberta' }));
    await vi.waitFor(() => {
      const last = api.callsTo('POST', '/api/charities/admin/read').at(-1)!.body as { Filters: unknown[] };
      expect(last.Filters).toEqual([
        { name: 'AdminOverride', values: [1] },
        { name: 'City', values: ['thunder bay'] },
        { name: 'Province', values: [11] },
      ]);
    });
  });

  it('deletes a charity after asking', async () => {
    const { api, user } = open({ 'DELETE /api/charities/22': { status: 204 } });
    await user.click(within(await rowOf('Zebra Crossing Trust')).getByRole('button', { name: 'Delete: Zebra Crossing Trust' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete charity' });
    expect(within(confirm).getByText('Are you sure you would like to delete this charity?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Charity deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/charities/22')).toHaveLength(1);
  });

  it('logs in as a representative chosen from the charity, with the admin password, and names the charity', async () => {
    let tries = 0;
    const { api, user } = open({
      'POST /api/auth/authenticate-as-user': () => (++tries === 1 ? { status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'Email or password is incorrect', issues: [] } } : { status: 403, body: { code: 'FORBIDDEN', message: 'no', issues: [] } }),
    });
    await user.click(within(await rowOf('Aardvark Rescue League')).getByRole('button', { name: 'Login As: Aardvark Rescue League' }));
    const choose = await screen.findByRole('dialog', { name: 'Login As: Aardvark Rescue League' });
    await user.click(within(choose).getByRole('button', { name: 'Next' }));
    expect(await within(choose).findByText('Charity Representative can not be empty')).toBeInTheDocument();
    await user.click(within(choose).getByRole('combobox', { name: /Charity Representative/ }));
    await user.click(await screen.findByRole('option', { name: /Casey Nguyen/ }));
    await user.click(within(choose).getByRole('button', { name: 'Next' }));
    const auth = await screen.findByRole('dialog', { name: 'Authenticate' });
    expect(within(auth).getByRole('textbox', { name: /Email/ })).toHaveValue('pat@example.org');
    await user.type(within(auth).getByLabelText(/^Password/), 'Wrong-pass1!');
    // Acting asks why before anything is sent.
    await user.click(within(auth).getByRole('button', { name: 'Log In' }));
    expect(await within(auth).findByText('Reason for acting as this user can not be empty')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/authenticate-as-user')).toHaveLength(0);
    await user.type(within(auth).getByLabelText(/^Reason for acting/), 'Posting for the charity');
    await user.click(within(auth).getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Email or password is incorrect')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/authenticate-as-user')[0]!.body).toEqual({ targetUserId: 41, adminUsername: 'pat@example.org', adminPassword: 'Wrong-pass1!', charityId: 21, reason: 'Posting for the charity' });
  });

  it('shows LOGIN instead of EDIT in the charity users table', async () => {
    const { api, user } = open();
    await user.click(within(await rowOf('Aardvark Rescue League')).getByRole('button', { name: 'More actions: Aardvark Rescue League' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Users of Aardvark Rescue League' });
    await user.click(await within(dialog).findByRole('button', { name: 'Log in as Casey Nguyen' }));
    expect(within(dialog).queryByRole('button', { name: 'EDIT' })).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Authenticate' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/charities/21/representatives/read')[0]!.body).toMatchObject({ Filters: [{ name: 'AdminOverride', values: [1] }] });
  });

  it('titles the board and postings dialogs with the charity', async () => {
    const { api, user } = open({
      'POST /api/charities/21/mandates/read': { status: 200, body: { charityMandates: [], total: 0 } },
      'POST /api/charities/21/postings/read': { status: 200, body: { postings: [], total: 0 } },
    });
    for (const [item, title, path] of [
      ['Board', 'Board of Aardvark Rescue League', '/api/charities/21/mandates/read'],
      ['Postings', 'Postings of Aardvark Rescue League', '/api/charities/21/postings/read'],
    ] as const) {
      await user.click(within(await rowOf('Aardvark Rescue League')).getByRole('button', { name: 'More actions: Aardvark Rescue League' }));
      await user.click(await screen.findByRole('menuitem', { name: item }));
      const dialog = await screen.findByRole('dialog', { name: title });
      await vi.waitFor(() => expect(api.callsTo('POST', path)[0]?.body).toMatchObject({ Filters: expect.arrayContaining([{ name: 'AdminOverride', values: [1] }]) }));
      await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
      await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
    }
  });

  it("opens a posting's applications from Total Applicants in the postings dialog", async () => {
    const { applied: _a, applyBlocker: _b, ...posting } = makePosting();
    const { api, user } = open({
      'POST /api/charities/21/postings/read': { status: 200, body: { postings: [{ ...posting, status: 'OPEN', applicationCount: 2 }], total: 1 } },
      'POST /api/candidates/applications/read': { status: 200, body: { applications: [], total: 0 } },
    });
    await user.click(within(await rowOf('Aardvark Rescue League')).getByRole('button', { name: 'More actions: Aardvark Rescue League' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Postings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Postings of Aardvark Rescue League' });
    await user.click(await within(dialog).findByRole('button', { name: `2 applicants for posting #${posting.id}` }));
    expect(await screen.findByRole('dialog', { name: `Applications for posting #${posting.id}` })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(api.callsTo('POST', '/api/candidates/applications/read').at(-1)?.body).toMatchObject({ Filters: expect.arrayContaining([{ name: 'postingId', values: [posting.id] }, { name: 'charityId', values: [21] }]) }),
    );
  });

  it('creates a charity: checks the form, says a taken administrator e-mail, then Charity Created', async () => {
    let created = 0;
    const { api, user } = open({
      'POST /api/charities': () =>
        ++created === 1
          ? { status: 409, body: { code: 'EMAIL_TAKEN', message: 'Email is already registered. Please, try another one.', issues: [] } }
          : { status: 201, body: { id: 30, name: 'Harbour Food Bank', administrator: { userId: 50, userName: 'hana@harbour.example.org' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'New Charity' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New Charity' });
    expect(within(dialog).queryByRole('checkbox', { name: /agree/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter all required fields marked red.')).toBeInTheDocument();

    await typeIn(user, field(dialog, 'Charity Name'), 'Harbour Food Bank');
    await typeIn(user, field(dialog, 'Charitable Registration Number'), '8001 RR0001');
    await typeIn(user, field(dialog, 'Charity E-mail'), 'office@harbour.example.org');
    expect(field(dialog, 'Charity Type')).toHaveAttribute('aria-invalid', 'true');
    await choose(user, dialog, 'Charity Type', 'Charitable organization');
    await typeIn(user, field(dialog, 'Main Phone'), '416-555-0100');
    await fillAddress(user, dialog);
    const staff = within(dialog).getByRole('heading', { name: 'Senior Staff' }).closest('section') as HTMLElement;
    await typeIn(user, field(staff, 'First Name'), 'Sol');
    await typeIn(user, field(staff, 'Last Name'), 'Senior');
    await typeIn(user, field(staff, 'Title'), 'Executive Director');
    await typeIn(user, field(staff, 'E-mail'), 'not-an-email');
    expect(await within(staff).findByText('Email must be valid')).toBeInTheDocument();
    await user.clear(field(staff, 'E-mail'));
    await typeIn(user, field(staff, 'E-mail'), 'sol@harbour.example.org');
    await typeIn(user, field(staff, 'Phone'), '416-555-0101');
    const admin = within(dialog).getByRole('heading', { name: 'Charity Administrator' }).closest('section') as HTMLElement;
    await typeIn(user, field(admin, 'E-mail'), 'hana@harbour.example.org');
    await typeIn(user, field(admin, 'Password'), 'Harbour-pass1!');
    await typeIn(user, field(admin, 'Confirm Password'), 'Harbour-pass1!');
    await typeIn(user, field(admin, 'First Name'), 'Hana');
    await typeIn(user, field(admin, 'Last Name'), 'Harbour');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(admin).findByText('Email is already registered. Please, try another one.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Charity Created')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/charities')[1]!.body).toMatchObject({
      charity: { name: 'Harbour Food Bank', charitableNumber: '8001 RR0001', email: 'office@harbour.example.org', charityTypeId: 1 },
      address: { city: 'Toronto', regionId: 10, countryId: 1 },
      account: { email: 'hana@harbour.example.org', firstName: 'Hana', lastName: 'Harbour' },
      seniorStaff: { firstName: 'Sol', lastName: 'Senior', title: 'Executive Director', email: 'sol@harbour.example.org', daytimePhone: '416-555-0101' },
    });
  }, 60_000);

  it('gives staff role Staff the whole screen too', async () => {
    open({}, STAFF_ROLE);
    const row = await rowOf('Aardvark Rescue League');
    expect(within(row).getByRole('button', { name: 'Delete: Aardvark Rescue League' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Charity' })).toBeInTheDocument();
  });
});
