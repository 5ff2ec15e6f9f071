import { describe, expect, it } from 'vitest';
import { toGuardSession, type GuardSession } from '@/lib/routing/guard.ts';
import { decideNavigation, findRoute, isPublicPath, resolveHome } from './route-table.ts';
import type { UserSession } from '@boardmatch/shared';

const candidate = (over: Partial<GuardSession> = {}): GuardSession => ({
  lastState: null,
  isSelf: true,
  involvement: 'candidate',
  claims: { 'candidate.read': 1, 'candidate-search.read': 1, 'posting.read': 1, 'user-information.read': 1, isSelf: 'True' },
  candidateOnboardingComplete: true,
  charityOnboardingComplete: null,
  ...over,
});

const charityRep = (over: Partial<GuardSession> = {}): GuardSession => ({
  lastState: null,
  isSelf: true,
  involvement: 'charityRepresentative',
  claims: { 'charity-board.read': 1, 'charity-posting.read': 1, 'charity-admin.read': 1, 'user-information.read': 1 },
  candidateOnboardingComplete: null,
  charityOnboardingComplete: true,
  ...over,
});

const admin = (over: Partial<GuardSession> = {}): GuardSession => ({
  lastState: null,
  isSelf: true,
  involvement: 'boardmatch',
  claims: { 'boardmatch-search.read': 1, 'candidates.read': 1, 'charities.read': 1, 'boardmatch-admin.read': 1 },
  candidateOnboardingComplete: null,
  charityOnboardingComplete: null,
  ...over,
});

const go = (pathname: string, session: GuardSession | null, opts: { search?: string; from?: string | null } = {}) =>
  decideNavigation({ pathname, search: opts.search ?? '', session, fromPath: opts.from === undefined ? '/search' : opts.from });

describe('route table', () => {
  it('matches parameterised and optional segments', () => {
    expect(findRoute('/reset-password/abc123')?.path).toBe('/reset-password/:token');
    expect(findRoute('/charity-postings')?.path).toBe('/charity-postings/:positions?');
    expect(findRoute('/charity-postings/42')?.path).toBe('/charity-postings/:positions?');
    expect(findRoute('/no-such-page')).toBeNull();
  });

  it('treats sign-in, registration, reset and no-flag pages as public', () => {
    for (const path of ['/login', '/registration', '/charity-registration', '/reset-password/x', '/charity-faq', '/corporations']) {
      expect(isPublicPath(path)).toBe(true);
    }
    for (const path of ['/search', '/candidate-profile', '/boardmatch-admin', '/charity-board']) expect(isPublicPath(path)).toBe(false);
  });
});

describe("'/'", () => {
  it('sends a signed-out visitor to /login without logging out', () => {
    expect(go('/', null)).toEqual({ action: 'redirect', to: '/login', logout: false });
  });

  it('sends a signed-in user to the last state', () => {
    expect(go('/', candidate({ lastState: '/candidate-search?x=1' }))).toEqual({ action: 'redirect', to: '/candidate-search?x=1', logout: false });
  });

  it('falls back to the landing page of the involvement without a usable last state', () => {
    expect(go('/', candidate())).toMatchObject({ to: '/candidate-profile' });
    expect(go('/', charityRep())).toMatchObject({ to: '/charity-profile' });
    expect(go('/', admin())).toMatchObject({ to: '/boardmatch-candidates' });
    // a page whose claim the current involvement lacks, a page of another involvement, public pages and unknown paths are not used
    expect(go('/', candidate({ lastState: '/charity-board' }))).toMatchObject({ to: '/candidate-profile' });
    expect(go('/', admin({ lastState: '/candidate-profile' }))).toMatchObject({ to: '/boardmatch-candidates' });
    expect(go('/', candidate({ lastState: '/login' }))).toMatchObject({ to: '/candidate-profile' });
    expect(go('/', candidate({ lastState: '/registration' }))).toMatchObject({ to: '/candidate-profile' });
    expect(go('/', candidate({ lastState: '/nowhere' }))).toMatchObject({ to: '/candidate-profile' });
    expect(go('/', candidate({ lastState: '/' }))).toMatchObject({ to: '/candidate-profile' });
  });

  it('keeps shared pages such as /search as a last state for every involvement', () => {
    expect(go('/', admin({ lastState: '/search?text=abc' }))).toMatchObject({ to: '/search?text=abc' });
  });

  it('carries forceReroute to the target so the onboarding rule runs there', () => {
    expect(go('/', candidate({ lastState: '/candidate-search' }), { search: '?forceReroute=true' })).toMatchObject({
      to: '/candidate-search?forceReroute=true',
    });
  });

  it('sends a staff member acting as a user to that user onboarding page', () => {
    expect(resolveHome(candidate({ isSelf: false, lastState: '/candidate-search' }))).toBe('/candidate-onboarding');
    expect(resolveHome(charityRep({ isSelf: false, lastState: '/charity-board' }))).toBe('/charity-onboarding');
  });
});

describe('/login', () => {
  it('lets a signed-out visitor in and does not save it as last state', () => {
    expect(go('/login', null)).toEqual({ action: 'allow', saveLastState: null });
  });

  it('redirects a signed-in user to the last state or the base landing', () => {
    expect(go('/login', candidate({ lastState: '/candidate-postings' }))).toEqual({ action: 'redirect', to: '/candidate-postings', logout: false });
    expect(go('/login', charityRep())).toEqual({ action: 'redirect', to: '/charity-profile', logout: false });
  });
});

describe('authentication', () => {
  it('logs out and redirects to /login for pages needing a session', () => {
    for (const path of ['/search', '/candidate-profile', '/boardmatch-donations', '/candidate-postings', '/boardmatch-admin', '/debug']) {
      expect(go(path, null)).toEqual({ action: 'redirect', to: '/login', logout: true });
    }
  });

  it('lets signed-out visitors open pages without an authentication flag', () => {
    for (const path of ['/registration', '/charity-registration', '/reset-password/tok', '/charity', '/charity-faq', '/charity-onboarding', '/corporations']) {
      expect(go(path, null)).toEqual({ action: 'allow', saveLastState: null });
    }
  });
});

describe('claims', () => {
  it('refuses a claim route when the claim is missing', () => {
    expect(go('/boardmatch-admin', candidate())).toEqual({ action: 'refuse' });
    expect(go('/candidate-postings', charityRep())).toEqual({ action: 'refuse' });
    expect(go('/charity-admin', charityRep({ claims: {} }))).toEqual({ action: 'refuse' });
  });

  it('requires the claim value to equal 1', () => {
    expect(go('/candidate-postings', candidate({ claims: { 'posting.read': 0 } }))).toEqual({ action: 'refuse' });
    expect(go('/candidate-postings', candidate({ claims: { 'posting.read': '1' } }))).toMatchObject({ action: 'allow' });
    // an empty claim value counts as 1
    expect(go('/candidate-postings', candidate({ claims: { 'posting.read': '' } }))).toMatchObject({ action: 'allow' });
  });

  it('lets any signed-in user open pages with an empty claim list', () => {
    expect(go('/boardmatch-search', candidate())).toMatchObject({ action: 'allow' });
    expect(go('/charity-profile', admin())).toMatchObject({ action: 'allow' });
  });
});

describe('last state', () => {
  it('saves every visited path while logged in, with its query but without forceReroute', () => {
    expect(go('/search', candidate(), { search: '?text=board&categories=2' })).toEqual({ action: 'allow', saveLastState: '/search?text=board&categories=2' });
    expect(go('/candidate-profile', candidate(), { search: '?forceReroute=true' })).toEqual({ action: 'allow', saveLastState: '/candidate-profile' });
    expect(go('/charity', charityRep())).toEqual({ action: 'allow', saveLastState: '/charity' });
    expect(go('/corporations', admin())).toEqual({ action: 'allow', saveLastState: '/corporations' });
  });

  it('does not save public pages even when signed in', () => {
    expect(go('/reset-password/abc', candidate())).toEqual({ action: 'allow', saveLastState: null });
  });
});

describe('candidate onboarding', () => {
  const incomplete = candidate({ candidateOnboardingComplete: false });
  const candidatePages = ['/candidate-search', '/candidate', '/candidate-postings', '/candidate-training', '/candidate-profile', '/candidate-faq', '/search', '/debug'];

  it('sends candidate pages to onboarding when coming from /login', () => {
    for (const path of candidatePages) expect(go(path, incomplete, { from: '/login' })).toEqual({ action: 'redirect', to: '/candidate-onboarding', logout: false });
  });

  it('sends candidate pages to onboarding with forceReroute', () => {
    for (const path of candidatePages) expect(go(path, incomplete, { search: 'forceReroute=true' })).toMatchObject({ to: '/candidate-onboarding' });
  });

  it('does not redirect on ordinary navigation or on the first load', () => {
    expect(go('/candidate-profile', incomplete)).toMatchObject({ action: 'allow' });
    expect(go('/candidate-profile', incomplete, { from: null })).toMatchObject({ action: 'allow' });
  });

  it('lets the onboarding page itself load while incomplete', () => {
    expect(go('/candidate-onboarding', incomplete, { search: 'forceReroute=true' })).toEqual({ action: 'allow', saveLastState: '/candidate-onboarding' });
  });

  it('sends /candidate-onboarding to the profile with forceReroute once complete, but not from /login alone', () => {
    expect(go('/candidate-onboarding', candidate(), { search: 'forceReroute=true' })).toEqual({ action: 'redirect', to: '/candidate-profile', logout: false });
    expect(go('/candidate-onboarding', candidate(), { from: '/login' })).toMatchObject({ action: 'allow' });
  });

  it('applies only to the candidate involvement', () => {
    const staff = admin({ candidateOnboardingComplete: false });
    expect(go('/search', staff, { search: 'forceReroute=true' })).toMatchObject({ action: 'allow' });
  });

  it('checks claims before onboarding', () => {
    expect(go('/candidate-postings', candidate({ candidateOnboardingComplete: false, claims: {} }), { from: '/login' })).toEqual({ action: 'refuse' });
  });
});

describe('charity onboarding', () => {
  const incomplete = charityRep({ charityOnboardingComplete: false });
  const charityPages = ['/charity', '/charity-faq', '/charity-board', '/charity-postings', '/charity-postings/7', '/charity-profile'];

  it('sends charity pages to charity onboarding from /login or with forceReroute', () => {
    for (const path of charityPages) {
      expect(go(path, incomplete, { from: '/login' })).toMatchObject({ to: '/charity-onboarding' });
      expect(go(path, incomplete, { search: 'forceReroute=true' })).toMatchObject({ to: '/charity-onboarding' });
    }
  });

  it('sends /charity-onboarding to the charity profile with forceReroute once complete', () => {
    expect(go('/charity-onboarding', charityRep(), { search: 'forceReroute=true' })).toMatchObject({ to: '/charity-profile' });
  });

  it('leaves /charity-admin alone (not an onboarding page)', () => {
    expect(go('/charity-admin', incomplete, { from: '/login' })).toMatchObject({ action: 'allow' });
  });
});

describe('toGuardSession', () => {
  const base: UserSession = {
    user: { id: 1, userName: 'a@b.c', userInformation: { id: 2, firstName: 'A', lastName: 'B', profileColour: '#123456' } },
    isSelf: true,
    actingAdmin: null,
    state: { id: 1, userId: 1, lastState: '/search', candidateRole: 0, charityRole: 1, boardmatchRole: 0, charityId: 9 },
    involvements: [
      { id: 'charityRepresentative-3', involvement: 'charityRepresentative', charityRepId: 3, charityId: 9, name: 'Charity X', charityName: 'X' },
      { id: 'candidate-4', involvement: 'candidate', charityRepId: null, charityId: null, name: 'Candidate', charityName: null },
    ],
    selectedInvolvementId: 'charityRepresentative-3',
    candidate: { id: 4, onboardingComplete: true },
    charityRepresentative: { id: 3, charityId: 9, onboardingComplete: true, charity: { id: 9, name: 'X', onboardingComplete: false } },
    claims: { 'charity-onboarding.update': 1 },
  };

  it('needs both charity and representative onboarding for the charity rule', () => {
    const s = toGuardSession(base, '/search');
    expect(s).toMatchObject({ involvement: 'charityRepresentative', charityOnboardingComplete: false, candidateOnboardingComplete: true, lastState: '/search' });
  });

  it('asks a representative who may not update the charity only for their own steps', () => {
    expect(toGuardSession({ ...base, claims: {} }, null)).toMatchObject({ charityOnboardingComplete: true });
    const repIncomplete = { ...base, claims: {}, charityRepresentative: { ...base.charityRepresentative!, onboardingComplete: false } };
    expect(toGuardSession(repIncomplete, null)).toMatchObject({ charityOnboardingComplete: false });
  });

  it('is null when nobody is signed in', () => {
    expect(toGuardSession(null, null)).toBeNull();
  });
});
