import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHARITABLE_REGISTRATION_NUMBER } from '@boardmatch/shared';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, noSession, sessionBody } from '@/test/mock-api.ts';
import { makeSession, type SessionOptions } from '@/test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

function signedIn(options: SessionOptions = {}, extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    ...LOOKUPS,
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession(options) },
    'PUT /api/users/state': { status: 204 },
    'POST /api/auth/logout': { status: 204 },
    ...extra,
  });
}

describe('the shell', () => {
  it('has the header, the tab row of the involvement, a main region and the footer', async () => {
    signedIn({ selected: 'candidate', candidateComplete: false });
    renderApp('/candidate-onboarding');
    // The first render of the file imports the shell's and the page's modules, both loaded lazily.
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate Onboarding' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['MY DASHBOARD', 'ONBOARDING', 'MY APPLICATIONS', 'FAQ']);
    expect(within(nav).getByRole('link', { name: 'MY DASHBOARD' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByRole('link', { name: 'MY DASHBOARD' })).not.toHaveAttribute('href');
    expect(within(nav).getByRole('link', { name: 'ONBOARDING' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'FAQ' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(String(new Date().getFullYear()));
    expect(footer).toHaveTextContent(CHARITABLE_REGISTRATION_NUMBER);
  });

  it('shows the truncated name and view in the user menu, and lists involvements with a check on the selected one', async () => {
    signedIn({ selected: 'charityRepresentative', has: ['charityRepresentative', 'candidate'], firstName: 'Alexandra', lastName: 'Thompson-Li' });
    const user = userEvent.setup({ delay: null });
    renderApp('/charity-profile');
    const button = await screen.findByRole('button', { name: /Alexandra\.\.\./ });
    expect(button).toHaveTextContent('Hope Food Bank...');
    expect(button).toHaveTextContent('AT');
    await user.click(button);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['HOPE FOOD BA...', 'BoardMatch P...', 'LOGOUT']);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(items[1]).not.toHaveAttribute('aria-current');
  });

  it('switches involvement: records it, refreshes the token, reloads the session and reroutes', async () => {
    let selected: 'charityRepresentative' | 'candidate' = 'charityRepresentative';
    const api = signedIn({}, {
      'GET /api/users/session': () => ({ status: 200, body: makeSession({ selected, has: ['charityRepresentative', 'candidate'], candidateComplete: false }) }),
      'POST /api/users/state/switch': () => {
        selected = 'candidate';
        return { status: 200, body: { id: 1, userId: 11, lastState: '/charity-board', candidateRole: 1, charityRole: 0, boardmatchRole: 0, charityId: null } };
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/charity-board');
    await user.click(await screen.findByRole('button', { name: /Pat Lee/ }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'BoardMatch PLEDGER' }));
    // the candidate's onboarding is incomplete: forceReroute sends them there
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-onboarding'));
    expect(api.callsTo('POST', '/api/users/state/switch')[0].body).toEqual({ involvement: 'candidate', charityId: null });
    expect(api.callsTo('POST', '/api/auth/refresh-token')).toHaveLength(2);
    expect(api.callsTo('GET', '/api/users/session')).toHaveLength(2);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('logs out to /login', async () => {
    const api = signedIn({ selected: 'boardmatch' });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/boardmatch-search');
    await user.click(await screen.findByRole('button', { name: /Pat Lee/ }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'LOGOUT' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
  });

  it('searches: candidates have no Candidates filter and All Results expands to charities and positions', async () => {
    signedIn({ selected: 'candidate' });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/candidate-profile');
    const search = await screen.findByRole('search');
    await user.click(within(search).getByRole('combobox', { name: 'Search in' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['All Results', 'Charities', 'Positions']);
    await user.keyboard('{Escape}');
    const box = within(search).getByRole('textbox', { name: 'Search text' });
    expect(box).toHaveAttribute('placeholder', 'Search ...');
    expect(within(search).queryByRole('button', { name: 'Clear the search text' })).not.toBeInTheDocument();
    await user.type(box, 'food bank{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('text')).toBe('food bank');
    expect(params.get('categories')).toBe('2,3');
    await user.click(within(search).getByRole('button', { name: 'Clear the search text' }));
    expect(box).toHaveValue('');
  });

  it('offers the Candidates filter to others', async () => {
    signedIn({ selected: 'charityRepresentative' });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/charity-profile');
    const search = await screen.findByRole('search');
    await user.click(within(search).getByRole('combobox', { name: 'Search in' }));
    await user.click(await screen.findByRole('option', { name: 'Candidates' }));
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('categories')).toBe('1'));
  });

  it('opens the candidate FAQ from the footer for a candidate, the charity FAQ otherwise', async () => {
    signedIn({ selected: 'candidate' });
    const user = userEvent.setup({ delay: null });
    renderApp('/candidate-profile');
    await user.click(await within(await screen.findByRole('contentinfo')).findByRole('button', { name: 'FAQ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Boardmatch FAQs' });
    expect(within(dialog).getByRole('tab', { name: 'Candidate FAQ' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('link', { name: 'How do I register as a candidate?' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Charity FAQ' }));
    expect(within(dialog).getByRole('link', { name: 'How do I post a position?' })).toBeInTheDocument();
  });

  it('opens the charity FAQ for a signed-out visitor, and the legal and contact dialogs', async () => {
    mockApi({ 'POST /api/auth/refresh-token': noSession, ...LOOKUPS });
    const user = userEvent.setup({ delay: null });
    renderApp('/charity-faq');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('button', { name: 'FAQ' }));
    const faq = await screen.findByRole('dialog', { name: 'Boardmatch FAQs' });
    expect(within(faq).getByRole('tab', { name: 'Charity FAQ' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(faq).getByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Boardmatch FAQs' }));

    await user.click(within(footer).getByRole('button', { name: 'Legal' }));
    const legal = await screen.findByRole('dialog', { name: 'Legal' });
    expect(legal).toHaveTextContent('at least 18 years old');
    await user.click(within(legal).getByRole('tab', { name: 'Privacy Policy' }));
    expect(legal).toHaveTextContent('July 2, 2008');
    await user.click(within(legal).getByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Legal' }));

    await user.click(within(footer).getByRole('button', { name: 'Contact Us' }));
    const contact = await screen.findByRole('dialog', { name: 'Contact Us' });
    expect(contact).toHaveTextContent('Toronto');
    expect(within(contact).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it('switches the language and keeps only the language in localStorage', async () => {
    mockApi({ 'POST /api/auth/refresh-token': noSession, ...LOOKUPS });
    const user = userEvent.setup({ delay: null });
    renderApp('/charity-faq');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ des organismes' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(Object.keys({ ...window.localStorage })).toEqual(['boardMatch.language']);
    await user.click(within(footer).getByRole('button', { name: 'English' }));
    expect(document.documentElement.lang).toBe('en');
  });

  it("offers 'Back To Admin' to a staff member acting as a user, and signs the admin back in", async () => {
    let acting = true;
    const api = signedIn({}, {
      'GET /api/users/session': () => ({
        status: 200,
        body: acting ? makeSession({ selected: 'candidate', isSelf: false }) : makeSession({ selected: 'boardmatch', lastState: '/boardmatch-charities' }),
      }),
      'POST /api/auth': () => {
        acting = false;
        return { status: 200, body: { error: null, message: '', response: sessionBody('admin-token') } };
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/candidate-profile');
    expect(await screen.findByText('You are acting as Pat Lee (pat@example.org). Every change you make is recorded under your staff account.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Back To Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Authenticate' });
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('staff@boardmatch.org');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Adm1n!pass');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/boardmatch-charities'));
    expect(api.callsTo('POST', '/api/auth')[0].body).toEqual({ UserName: 'staff@boardmatch.org', Password: 'Adm1n!pass' });
    expect(screen.queryByRole('button', { name: 'Back To Admin' })).not.toBeInTheDocument();
    expect(screen.queryByText(/You are acting as/)).not.toBeInTheDocument();
  });
});
