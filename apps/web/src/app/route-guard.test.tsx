import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, noSession, sessionBody } from '@/test/mock-api.ts';
import { makeSession, type SessionOptions } from '@/test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

function signedIn(options: SessionOptions = {}) {
  return mockApi({
    ...LOOKUPS,
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession(options) },
    'PUT /api/users/state': { status: 204 },
    'POST /api/auth/logout': { status: 204 },
  });
}

describe('the route guard in the router', () => {
  it('restores the session on start and saves every visited path as the last state', async () => {
    const api = signedIn({ selected: 'candidate' });
    renderApp('/candidate-search?text=x');
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate Search' }, { timeout: 8000 })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/refresh-token')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('PUT', '/api/users/state').map((c) => c.body)).toEqual([{ lastState: '/candidate-search?text=x' }]));
  });

  it('logs out and goes to /login when a signed-out visitor asks for a protected page', async () => {
    const api = mockApi({ 'POST /api/auth/refresh-token': noSession, 'POST /api/auth/logout': { status: 204 } });
    const { router } = renderApp('/candidate-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to BoardMatch' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
  });

  it('keeps the page a signed-out visitor asked for, and opens it after sign-in instead of the last state', async () => {
    mockApi({ 'POST /api/auth/refresh-token': noSession, 'POST /api/auth/logout': { status: 204 } });
    const out = renderApp('/candidate-search?text=shared');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to BoardMatch' }, { timeout: 8000 })).toBeInTheDocument();
    expect(out.router.state.location.pathname).toBe('/login');
    out.unmount();
    const api = signedIn({ selected: 'candidate', lastState: '/candidate-profile' });
    const { router } = renderApp('/login');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/candidate-search?text=shared'));
    // Reached: the next visit goes to the last state as before.
    await waitFor(() => expect(api.callsTo('PUT', '/api/users/state').map((c) => c.body)).toContainEqual({ lastState: '/candidate-search?text=shared' }));
    expect(localStorage.getItem('boardmatch.pendingDestination')).toBeNull();
  });

  it("sends '/' to the last state when signed in", async () => {
    signedIn({ selected: 'charityRepresentative', lastState: '/charity-board' });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Board' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/charity-board');
  });

  it('redirects a signed-in user away from /login', async () => {
    signedIn({ selected: 'boardmatch', lastState: null });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/boardmatch-candidates'));
  });

  it("shows 'not allowed' on a first load of a page whose claim is missing", async () => {
    const api = signedIn({ selected: 'candidate' });
    const { router } = renderApp('/boardmatch-admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/boardmatch-admin');
    expect(api.callsTo('PUT', '/api/users/state')).toHaveLength(0);
  });

  it('cancels a navigation to a page whose claim is missing: the user stays where they are', async () => {
    signedIn({ selected: 'candidate' });
    const { router } = renderApp('/candidate-search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate Search' })).toBeInTheDocument();
    await router.navigate('/charity-board');
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/candidate-search');
    expect(screen.getByRole('heading', { level: 1, name: 'Candidate Search' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Not allowed' })).not.toBeInTheDocument();
  });

  it('applies forceReroute, then removes it from the address', async () => {
    signedIn({ selected: 'candidate', candidateComplete: true });
    const { router } = renderApp('/candidate-onboarding?forceReroute=true&tab=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-profile'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const again = renderApp('/candidate-search?forceReroute=true&x=1');
    await waitFor(() => expect(again.router.state.location.search).toBe('?x=1'));
  });

  it('hides the header in debug mode', async () => {
    signedIn({ selected: 'candidate' });
    renderApp('/debug');
    expect(await screen.findByRole('heading', { level: 1, name: 'Debug' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows a heading on /boardmatch-donations, with only the way to the Program Overview beside it', async () => {
    signedIn({ selected: 'boardmatch' });
    renderApp('/boardmatch-donations');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Donations' });
    expect([...(heading.parentElement?.children ?? [])].map((e) => e.textContent)).toEqual(['Donations', 'Program Overview']);
  });
});
