import { hasClaim, Involvement, type ClaimName, type InvolvementKind, type UserSession } from '@boardmatch/shared';
import { matchPath } from 'react-router';
import {
  CANDIDATE_ONBOARDING_PATH,
  CANDIDATE_PROFILE_PATH,
  CHARITY_ONBOARDING_PATH,
  CHARITY_PROFILE_PATH,
  FORCE_REROUTE,
  HOME_PATH,
  LOGIN_PATH,
  SEARCH_PATH,
  STAFF_LANDING_PATH,
} from './paths.ts';
import { selectedInvolvement } from '@/lib/selected-involvement.ts';

/**
 * Who may open a page (spec 1, section 2):
 * - public: no authentication (sign-in, registration, password reset);
 * - open: no authentication flag or no meta at all (/charity, /charity-faq, /charity-onboarding, /corporations);
 * - authenticated: any signed-in user (an empty claim list);
 * - claim: the claim's value must be 1.
 * (The API's own access declarations are packages/shared's RouteAccess.)
 */
export type PageAccess = { kind: 'public' } | { kind: 'open' } | { kind: 'authenticated' } | { kind: 'claim'; claim: ClaimName };

/** The part of the product a page belongs to; 'shared' pages serve every involvement. */
export type PageArea = 'auth' | 'candidate' | 'charity' | 'staff' | 'shared';

/** What the guard reads of a route. */
export interface GuardRule {
  path: string;
  access: PageAccess;
  area: PageArea;
  /** Pages that send the user to onboarding while it is incomplete (the route guard's onboarding rule). */
  onboarding?: 'candidate' | 'charity';
}

/** What the guard needs to know about the signed-in user (null when nobody is signed in). */
export interface GuardSession {
  lastState: string | null;
  isSelf: boolean;
  involvement: InvolvementKind | null;
  claims: Record<string, unknown>;
  /** null when the user has no candidate record. */
  candidateOnboardingComplete: boolean | null;
  /** Charity and charity representative onboarding both complete; null when no representative is selected. */
  charityOnboardingComplete: boolean | null;
}

export interface GuardInput {
  pathname: string;
  /** The query string, with or without the leading '?'. */
  search: string;
  session: GuardSession | null;
  /** The path the user is coming from; null on the first load. */
  fromPath: string | null;
}

export type GuardDecision =
  /** Show the page; saveLastState is the path to record as the user's last state, if any. */
  | { action: 'allow'; saveLastState: string | null }
  /** Go elsewhere; logout first when a signed-out visitor asked for a protected page. */
  | { action: 'redirect'; to: string; logout: boolean }
  /** A claim is missing: the navigation is cancelled (on a first load, a 'not allowed' state is shown). */
  | { action: 'refuse' };

const INVOLVEMENT_AREA: Record<InvolvementKind, PageArea> = {
  boardmatch: 'staff',
  candidate: 'candidate',
  charityRepresentative: 'charity',
};

/** Landing page by role (spec 2, section 6). */
const LANDING: Record<InvolvementKind, string> = {
  boardmatch: STAFF_LANDING_PATH,
  candidate: CANDIDATE_PROFILE_PATH,
  charityRepresentative: CHARITY_PROFILE_PATH,
};
const LANDING_WITHOUT_INVOLVEMENT = SEARCH_PATH;

/**
 * A representative's onboarding is done when their own steps are; the charity's steps count too for those who
 * may update the charity (without charity-onboarding.update they are read-only to them: spec 3, section 4).
 */
export function charityOnboardingDone(session: UserSession): boolean {
  const rep = session.charityRepresentative;
  if (!rep) return false;
  return rep.onboardingComplete && (rep.charity.onboardingComplete || !hasClaim(session.claims, 'charity-onboarding.update'));
}

export function toGuardSession(session: UserSession | null, lastState: string | null): GuardSession | null {
  if (!session) return null;
  const selected = selectedInvolvement(session);
  const rep = session.charityRepresentative;
  return {
    lastState,
    isSelf: session.isSelf,
    involvement: selected?.involvement ?? null,
    claims: session.claims,
    candidateOnboardingComplete: session.candidate ? session.candidate.onboardingComplete : null,
    charityOnboardingComplete: rep ? charityOnboardingDone(session) : null,
  };
}

function splitPath(path: string): { pathname: string; params: URLSearchParams } {
  const [pathname, query = ''] = path.split('?');
  return { pathname: pathname || HOME_PATH, params: new URLSearchParams(query) };
}

function withQuery(pathname: string, params: URLSearchParams): string {
  const text = params.toString();
  return text ? `${pathname}?${text}` : pathname;
}

function withForceReroute(path: string): string {
  const { pathname, params } = splitPath(path);
  params.set(FORCE_REROUTE, 'true');
  return withQuery(pathname, params);
}

function claimRefused(route: GuardRule, session: GuardSession): boolean {
  return route.access.kind === 'claim' && !hasClaim(session.claims, route.access.claim);
}

/** The onboarding rule: candidate and charity pages send the user to onboarding while it is incomplete. */
function onboardingRedirect(route: GuardRule, pathname: string, session: GuardSession, forceReroute: boolean, fromLogin: boolean): string | null {
  if (!route.onboarding || !(forceReroute || fromLogin)) return null;
  const rule =
    route.onboarding === 'candidate'
      ? { involvement: Involvement.candidate, complete: session.candidateOnboardingComplete, onboarding: CANDIDATE_ONBOARDING_PATH, profile: CANDIDATE_PROFILE_PATH }
      : { involvement: Involvement.charityRepresentative, complete: session.charityOnboardingComplete, onboarding: CHARITY_ONBOARDING_PATH, profile: CHARITY_PROFILE_PATH };
  // The rule concerns the user acting in that role (a staff member on /search is not sent to candidate onboarding).
  if (session.involvement !== rule.involvement || rule.complete === null) return null;
  if (!rule.complete) return pathname === rule.onboarding ? null : rule.onboarding;
  if (forceReroute && pathname === rule.onboarding) return rule.profile;
  return null;
}

/** The route guard over a route table: its decisions, and where a signed-in user's home is. */
export interface Guard<R extends GuardRule> {
  /** The route an address opens, or null for an unknown one. */
  findRoute(pathname: string): R | null;
  /**
   * Where '/' (and /login while signed in) sends a signed-in user: the last state, or the landing page of the
   * selected involvement. A staff member acting as someone else goes to that user's onboarding pages.
   */
  resolveHome(session: GuardSession, forceReroute?: boolean): string;
  /** The route guard's decision for one navigation (spec 1, section 2, 'Route guard'). */
  decideNavigation(input: GuardInput): GuardDecision;
  /** Pages a signed-out visitor may stay on when a session expires. */
  isPublicPath(pathname: string): boolean;
}

/** The guard for these routes ('/' is handled by the guard itself). */
export function createGuard<R extends GuardRule>(routes: readonly R[]): Guard<R> {
  function findRoute(pathname: string): R | null {
    return routes.find((route) => matchPath({ path: route.path, end: true }, pathname)) ?? null;
  }

  /** A saved last state is used only if it is a page this involvement may open now. */
  function isUsableLastState(path: string, session: GuardSession): boolean {
    if (!path.startsWith('/')) return false;
    const route = findRoute(splitPath(path).pathname);
    if (!route || route.path === HOME_PATH || route.access.kind === 'public') return false;
    if (claimRefused(route, session)) return false;
    if (route.area === 'shared' || !session.involvement) return true;
    return route.area === INVOLVEMENT_AREA[session.involvement];
  }

  function resolveHome(session: GuardSession, forceReroute = false): string {
    let target: string;
    if (!session.isSelf) {
      target = session.involvement === Involvement.charityRepresentative ? CHARITY_ONBOARDING_PATH : CANDIDATE_ONBOARDING_PATH;
    } else if (session.lastState && isUsableLastState(session.lastState, session)) {
      target = session.lastState;
    } else {
      target = session.involvement ? LANDING[session.involvement] : LANDING_WITHOUT_INVOLVEMENT;
    }
    return forceReroute ? withForceReroute(target) : target;
  }

  function decideNavigation({ pathname, search, session, fromPath }: GuardInput): GuardDecision {
    const params = new URLSearchParams(search);
    const forceReroute = params.has(FORCE_REROUTE);
    const route = findRoute(pathname);

    if (pathname === HOME_PATH) {
      return session ? { action: 'redirect', to: resolveHome(session, forceReroute), logout: false } : { action: 'redirect', to: LOGIN_PATH, logout: false };
    }
    if (pathname === LOGIN_PATH && session) {
      return { action: 'redirect', to: resolveHome(session), logout: false };
    }
    // Unknown paths are left to the not-found page.
    if (!route) return { action: 'allow', saveLastState: null };

    const needsAuth = route.access.kind === 'authenticated' || route.access.kind === 'claim';
    if (!session) {
      return needsAuth ? { action: 'redirect', to: LOGIN_PATH, logout: true } : { action: 'allow', saveLastState: null };
    }
    if (claimRefused(route, session)) return { action: 'refuse' };

    const onboarding = onboardingRedirect(route, pathname, session, forceReroute, fromPath === LOGIN_PATH);
    if (onboarding) return { action: 'redirect', to: onboarding, logout: false };

    if (route.access.kind === 'public') return { action: 'allow', saveLastState: null };
    params.delete(FORCE_REROUTE);
    return { action: 'allow', saveLastState: withQuery(pathname, params) };
  }

  function isPublicPath(pathname: string): boolean {
    const route = findRoute(pathname);
    return !route || route.access.kind === 'public' || route.access.kind === 'open';
  }

  return { findRoute, resolveHome, decideNavigation, isPublicPath };
}
