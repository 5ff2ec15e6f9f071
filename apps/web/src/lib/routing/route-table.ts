import { Claim, type ClaimName } from '@boardmatch/shared';

/**
 * Who may open a route (spec 1, section 2):
 * - public: no authentication (sign-in, registration, password reset);
 * - open: no authentication flag or no meta at all (/charity, /charity-faq, /charity-onboarding, /corporations);
 * - authenticated: any signed-in user (an empty claim list);
 * - claim: the claim's value must be 1.
 */
export type RouteAccess = { kind: 'public' } | { kind: 'open' } | { kind: 'authenticated' } | { kind: 'claim'; claim: ClaimName };

/** The part of the product a page belongs to; 'shared' pages serve every involvement. */
export type RouteArea = 'auth' | 'candidate' | 'charity' | 'admin' | 'shared';

export interface RouteDef {
  path: string;
  access: RouteAccess;
  area: RouteArea;
  /** Pages that send the user to onboarding while it is incomplete (the route guard's onboarding rule). */
  onboarding?: 'candidate' | 'charity';
  /** No header and no footer (the sign-in page). */
  bare?: boolean;
  /** Debug mode hides the header. */
  hideHeader?: boolean;
}

const publicAccess: RouteAccess = { kind: 'public' };
const open: RouteAccess = { kind: 'open' };
const signedIn: RouteAccess = { kind: 'authenticated' };
const claim = (name: ClaimName): RouteAccess => ({ kind: 'claim', claim: name });

export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
export const CANDIDATE_ONBOARDING_PATH = '/candidate-onboarding';
export const CANDIDATE_PROFILE_PATH = '/candidate-profile';
export const CHARITY_ONBOARDING_PATH = '/charity-onboarding';
export const CHARITY_PROFILE_PATH = '/charity-profile';
export const FORCE_REROUTE = 'forceReroute';

/** The route table of spec 1, section 2 ('/' is handled by the guard itself). */
export const ROUTES: readonly RouteDef[] = [
  { path: HOME_PATH, access: open, area: 'shared' },
  { path: LOGIN_PATH, access: publicAccess, area: 'auth', bare: true },
  { path: '/registration', access: publicAccess, area: 'auth' },
  { path: '/charity-registration', access: publicAccess, area: 'auth' },
  { path: '/reset-password/:token', access: publicAccess, area: 'auth' },
  { path: '/staff-invitation/:token', access: publicAccess, area: 'auth' },

  { path: '/charity', access: open, area: 'charity', onboarding: 'charity' },
  { path: '/charity-faq', access: open, area: 'charity', onboarding: 'charity' },
  { path: CHARITY_ONBOARDING_PATH, access: open, area: 'charity', onboarding: 'charity' },

  { path: '/boardmatch-search', access: signedIn, area: 'admin' },
  { path: '/boardmatch-candidates', access: signedIn, area: 'admin' },
  { path: '/boardmatch-charities', access: signedIn, area: 'admin' },
  { path: '/boardmatch-donations', access: signedIn, area: 'admin' },
  { path: '/boardmatch-training', access: signedIn, area: 'admin' },
  { path: '/boardmatch-social-media', access: signedIn, area: 'admin' },

  { path: CANDIDATE_ONBOARDING_PATH, access: signedIn, area: 'candidate', onboarding: 'candidate' },
  { path: '/candidate-training', access: signedIn, area: 'candidate', onboarding: 'candidate' },
  { path: '/academy/:courseId', access: signedIn, area: 'shared' },
  { path: CANDIDATE_PROFILE_PATH, access: signedIn, area: 'candidate', onboarding: 'candidate' },
  { path: CHARITY_PROFILE_PATH, access: signedIn, area: 'charity', onboarding: 'charity' },

  { path: '/search', access: signedIn, area: 'shared', onboarding: 'candidate' },
  { path: '/corporations', access: open, area: 'admin' },

  { path: '/candidate', access: claim(Claim.candidateRead), area: 'candidate', onboarding: 'candidate' },
  { path: '/candidate-faq', access: claim(Claim.candidateRead), area: 'candidate', onboarding: 'candidate' },
  { path: '/candidate-search', access: claim(Claim.candidateSearchRead), area: 'candidate', onboarding: 'candidate' },
  { path: '/candidate-postings', access: claim(Claim.postingRead), area: 'candidate', onboarding: 'candidate' },
  { path: '/charity-board', access: claim(Claim.charityBoardRead), area: 'charity', onboarding: 'charity' },
  { path: '/charity-postings/:positions?', access: claim(Claim.charityPostingRead), area: 'charity', onboarding: 'charity' },
  { path: '/user-information', access: claim(Claim.userInformationRead), area: 'shared' },
  { path: '/boardmatch-admin', access: claim(Claim.boardmatchAdminRead), area: 'admin' },
  { path: '/boardmatch-act-as-audit', access: claim(Claim.boardmatchAdminRead), area: 'admin' },
  { path: '/charity-admin', access: claim(Claim.charityAdminRead), area: 'charity' },
  { path: '/debug', access: claim(Claim.candidateRead), area: 'candidate', onboarding: 'candidate', hideHeader: true },
];
