import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { allTextsLoaded } from '../lib/i18n.ts';
import { lazyComponent } from '../lib/lazy-component.ts';

type PageModule = () => Promise<{ default: ComponentType }>;

/** Every screen is its own chunk, loaded when its route is first visited (so /login downloads no other screen). */
const PAGE_MODULES: Record<string, PageModule> = {
  '/login': () => import('./routes/auth/LoginPage.tsx'),
  '/registration': () => import('../features/registration/pages/CandidateRegistrationPage.tsx'),
  '/charity-registration': () => import('../features/registration/pages/CharityRegistrationPage.tsx'),
  '/reset-password/:token': () => import('../features/auth/pages/ResetPasswordPage.tsx'),
  '/staff-invitation/:token': () => import('../features/admin/pages/StaffInvitationPage.tsx'),

  '/charity': () => import('../features/charities/pages/CharityPage.tsx'),
  '/charity-faq': () => import('./routes/charities/CharityFaqPage.tsx'),
  '/charity-onboarding': () => import('./routes/charities/CharityOnboardingPage.tsx'),

  '/boardmatch-search': () => import('./routes/admin/AdminSearchPage.tsx'),
  '/boardmatch-candidates': () => import('./routes/admin/AdminCandidatesPage.tsx'),
  '/boardmatch-charities': () => import('./routes/admin/AdminCharitiesPage.tsx'),
  '/boardmatch-donations': () => import('./routes/admin/DonationsPage.tsx'),
  '/boardmatch-training': () => import('../features/admin/pages/AdminTrainingPage.tsx'),
  '/boardmatch-social-media': () => import('../features/admin/pages/SocialMediaPage.tsx'),

  '/candidate-onboarding': () => import('./routes/candidates/CandidateOnboardingPage.tsx'),
  '/candidate-training': () => import('./routes/candidates/CandidateTrainingPage.tsx'),
  '/academy/:courseId': () => import('../features/training/pages/AcademyCoursePage.tsx'),
  '/candidate-profile': () => import('./routes/candidates/CandidateProfilePage.tsx'),
  '/charity-profile': () => import('./routes/charities/CharityProfilePage.tsx'),

  '/search': () => import('./routes/search/SearchPage.tsx'),
  '/corporations': () => import('../features/admin/pages/CorporationsPage.tsx'),

  '/candidate': () => import('../features/candidates/pages/CandidatePage.tsx'),
  '/candidate-faq': () => import('./routes/candidates/CandidateFaqPage.tsx'),
  '/candidate-search': () => import('./routes/candidates/CandidateSearchPage.tsx'),
  '/candidate-postings': () => import('./routes/candidates/MyApplicationsPage.tsx'),
  '/charity-board': () => import('./routes/charities/CharityBoardPage.tsx'),
  '/charity-postings/:positions?': () => import('./routes/charities/CharityPostingsPage.tsx'),
  '/user-information': () => import('./routes/users/UserInformationPage.tsx'),
  '/boardmatch-admin': () => import('../features/admin/pages/StaffAdminPage.tsx'),
  '/boardmatch-act-as-audit': () => import('../features/admin/pages/ActAsAuditPage.tsx'),
  '/charity-admin': () => import('./routes/charities/CharityAdminPage.tsx'),
  '/debug': () => import('../features/candidates/pages/DebugPage.tsx'),
};

/** A screen and every English text (only /login's come with the start-up code). */
function withAllTexts(load: PageModule): PageModule {
  return () => Promise.all([load(), allTextsLoaded()]).then(([page]) => page);
}

const SCREENS = Object.fromEntries(
  Object.entries(PAGE_MODULES).map(([path, load]) => [path, lazyComponent(() => (path === '/login' ? load : withAllTexts(load))().then((module) => module.default), `Page(${path})`)]),
);

export const PAGES: Record<string, ComponentType> = Object.fromEntries(Object.entries(SCREENS).map(([path, screen]) => [path, screen.Component]));

/** Starts downloading the screen of this address, so it arrives while the session is being restored. */
export function preloadPage(pathname: string): Promise<unknown> {
  const path = Object.keys(PAGE_MODULES).find((pattern) => matchPath(pattern, pathname));
  return path ? SCREENS[path]!.preload().catch(() => undefined) : Promise.resolve();
}
