import type { ComponentType } from 'react';
import { Claim, type ClaimName } from '@boardmatch/shared';
import { createGuard, type GuardRule, type PageAccess } from '@/lib/routing/guard.ts';
import { CANDIDATE_ONBOARDING_PATH, CANDIDATE_PROFILE_PATH, CHARITY_ONBOARDING_PATH, CHARITY_PROFILE_PATH, HOME_PATH, LOGIN_PATH } from '@/lib/routing/paths.ts';

export type PageModule = () => Promise<{ default: ComponentType }>;

/** One route: its address, who may open it (the guard's rule) and its page. */
export interface RouteDefinition extends GuardRule {
  /**
   * The page's module under app/routes/<area>/, its own chunk, loaded when the route is first visited (so /login
   * downloads no other screen). '/' has none: the guard always sends it elsewhere.
   */
  page?: PageModule;
  /** No header and no footer (the sign-in page). */
  bare?: boolean;
  /** Debug mode hides the header. */
  hideHeader?: boolean;
}

const publicAccess: PageAccess = { kind: 'public' };
const open: PageAccess = { kind: 'open' };
const signedIn: PageAccess = { kind: 'authenticated' };
const claim = (name: ClaimName): PageAccess => ({ kind: 'claim', claim: name });

/** The route table of spec 1, section 2. */
export const ROUTES: readonly RouteDefinition[] = [
  { path: HOME_PATH, access: open, area: 'shared' },
  { path: LOGIN_PATH, access: publicAccess, area: 'auth', bare: true, page: () => import('@/app/routes/auth/LoginPage.tsx') },
  { path: '/registration', access: publicAccess, area: 'auth', page: () => import('@/app/routes/auth/CandidateRegistrationPage.tsx') },
  { path: '/charity-registration', access: publicAccess, area: 'auth', page: () => import('@/app/routes/auth/CharityRegistrationPage.tsx') },
  { path: '/reset-password/:token', access: publicAccess, area: 'auth', page: () => import('@/app/routes/auth/ResetPasswordPage.tsx') },
  { path: '/staff-invitation/:token', access: publicAccess, area: 'auth', page: () => import('@/app/routes/auth/StaffInvitationPage.tsx') },
  { path: '/unsubscribe/:token', access: publicAccess, area: 'auth', page: () => import('@/app/routes/users/UnsubscribePage.tsx') },

  { path: '/charity', access: open, area: 'charity', onboarding: 'charity', page: () => import('@/app/routes/charities/CharityPage.tsx') },
  { path: '/charity-faq', access: open, area: 'charity', onboarding: 'charity', page: () => import('@/app/routes/charities/CharityFaqPage.tsx') },
  { path: CHARITY_ONBOARDING_PATH, access: open, area: 'charity', onboarding: 'charity', page: () => import('@/app/routes/charities/CharityOnboardingPage.tsx') },

  { path: '/boardmatch-search', access: signedIn, area: 'staff', page: () => import('@/app/routes/staff/StaffSearchPage.tsx') },
  { path: '/boardmatch-candidates', access: signedIn, area: 'staff', page: () => import('@/app/routes/staff/StaffCandidatesPage.tsx') },
  { path: '/boardmatch-charities', access: signedIn, area: 'staff', page: () => import('@/app/routes/staff/StaffCharitiesPage.tsx') },
  { path: '/boardmatch-donations', access: signedIn, area: 'staff', page: () => import('@/app/routes/staff/DonationsPage.tsx') },
  { path: '/boardmatch-training', access: signedIn, area: 'staff', page: () => import('@/app/routes/staff/StaffTrainingPage.tsx') },
  { path: '/boardmatch-social-media', access: signedIn, area: 'staff', page: () => import('@/app/routes/staff/SocialMediaPage.tsx') },

  { path: CANDIDATE_ONBOARDING_PATH, access: signedIn, area: 'candidate', onboarding: 'candidate', page: () => import('@/app/routes/candidates/CandidateOnboardingPage.tsx') },
  { path: '/candidate-training', access: signedIn, area: 'candidate', onboarding: 'candidate', page: () => import('@/app/routes/candidates/CandidateTrainingPage.tsx') },
  { path: '/academy/:courseId', access: signedIn, area: 'shared', page: () => import('@/app/routes/training/AcademyCoursePage.tsx') },
  { path: CANDIDATE_PROFILE_PATH, access: signedIn, area: 'candidate', onboarding: 'candidate', page: () => import('@/app/routes/candidates/CandidateProfilePage.tsx') },
  { path: CHARITY_PROFILE_PATH, access: signedIn, area: 'charity', onboarding: 'charity', page: () => import('@/app/routes/charities/CharityProfilePage.tsx') },

  { path: '/search', access: signedIn, area: 'shared', onboarding: 'candidate', page: () => import('@/app/routes/search/SearchPage.tsx') },
  { path: '/corporations', access: open, area: 'staff', page: () => import('@/app/routes/staff/CorporationsPage.tsx') },

  { path: '/candidate', access: claim(Claim.candidateRead), area: 'candidate', onboarding: 'candidate', page: () => import('@/app/routes/candidates/CandidatePage.tsx') },
  { path: '/candidate-faq', access: claim(Claim.candidateRead), area: 'candidate', onboarding: 'candidate', page: () => import('@/app/routes/candidates/CandidateFaqPage.tsx') },
  { path: '/candidate-search', access: claim(Claim.candidateSearchRead), area: 'candidate', onboarding: 'candidate', page: () => import('@/app/routes/candidates/CandidateSearchPage.tsx') },
  { path: '/candidate-postings', access: claim(Claim.postingRead), area: 'candidate', onboarding: 'candidate', page: () => import('@/app/routes/candidates/MyApplicationsPage.tsx') },
  { path: '/charity-board', access: claim(Claim.charityBoardRead), area: 'charity', onboarding: 'charity', page: () => import('@/app/routes/charities/CharityBoardPage.tsx') },
  { path: '/charity-postings/:positions?', access: claim(Claim.charityPostingRead), area: 'charity', onboarding: 'charity', page: () => import('@/app/routes/charities/CharityPostingsPage.tsx') },
  { path: '/user-information', access: claim(Claim.userInformationRead), area: 'shared', page: () => import('@/app/routes/users/UserInformationPage.tsx') },
  { path: '/boardmatch-admin', access: claim(Claim.boardmatchAdminRead), area: 'staff', page: () => import('@/app/routes/staff/StaffAdminPage.tsx') },
  { path: '/boardmatch-act-as-audit', access: claim(Claim.boardmatchAdminRead), area: 'staff', page: () => import('@/app/routes/staff/ActAsAuditPage.tsx') },
  { path: '/boardmatch-waiting-applicants', access: claim(Claim.charitiesRead), area: 'staff', page: () => import('@/app/routes/staff/WaitingApplicantsPage.tsx') },
  { path: '/charity-admin', access: claim(Claim.charityAdminRead), area: 'charity', page: () => import('@/app/routes/charities/CharityAdminPage.tsx') },
  { path: '/debug', access: claim(Claim.candidateRead), area: 'candidate', onboarding: 'candidate', hideHeader: true, page: () => import('@/app/routes/candidates/DebugPage.tsx') },
];

export const { findRoute, resolveHome, decideNavigation, isPublicPath } = createGuard(ROUTES);
