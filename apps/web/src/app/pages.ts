import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { allTextsLoaded } from '@/lib/i18n.ts';
import { lazyComponent } from '@/lib/lazy-component.ts';

type PageModule = () => Promise<{ default: ComponentType }>;

/** Every screen is its own chunk, loaded when its route is first visited (so /login downloads no other screen). */
const PAGE_MODULES: Record<string, PageModule> = {
  '/login': () => import('@/app/routes/auth/LoginPage.tsx'),
  '/registration': () => import('@/app/routes/auth/CandidateRegistrationPage.tsx'),
  '/charity-registration': () => import('@/app/routes/auth/CharityRegistrationPage.tsx'),
  '/reset-password/:token': () => import('@/app/routes/auth/ResetPasswordPage.tsx'),
  '/staff-invitation/:token': () => import('@/app/routes/auth/StaffInvitationPage.tsx'),

  '/charity': () => import('@/app/routes/charities/CharityPage.tsx'),
  '/charity-faq': () => import('@/app/routes/charities/CharityFaqPage.tsx'),
  '/charity-onboarding': () => import('@/app/routes/charities/CharityOnboardingPage.tsx'),

  '/boardmatch-search': () => import('@/app/routes/staff/StaffSearchPage.tsx'),
  '/boardmatch-candidates': () => import('@/app/routes/staff/StaffCandidatesPage.tsx'),
  '/boardmatch-charities': () => import('@/app/routes/staff/StaffCharitiesPage.tsx'),
  '/boardmatch-donations': () => import('@/app/routes/staff/DonationsPage.tsx'),
  '/boardmatch-training': () => import('@/app/routes/staff/StaffTrainingPage.tsx'),
  '/boardmatch-social-media': () => import('@/app/routes/staff/SocialMediaPage.tsx'),

  '/candidate-onboarding': () => import('@/app/routes/candidates/CandidateOnboardingPage.tsx'),
  '/candidate-training': () => import('@/app/routes/candidates/CandidateTrainingPage.tsx'),
  '/academy/:courseId': () => import('@/app/routes/training/AcademyCoursePage.tsx'),
  '/candidate-profile': () => import('@/app/routes/candidates/CandidateProfilePage.tsx'),
  '/charity-profile': () => import('@/app/routes/charities/CharityProfilePage.tsx'),

  '/search': () => import('@/app/routes/search/SearchPage.tsx'),
  '/corporations': () => import('@/app/routes/staff/CorporationsPage.tsx'),

  '/candidate': () => import('@/app/routes/candidates/CandidatePage.tsx'),
  '/candidate-faq': () => import('@/app/routes/candidates/CandidateFaqPage.tsx'),
  '/candidate-search': () => import('@/app/routes/candidates/CandidateSearchPage.tsx'),
  '/candidate-postings': () => import('@/app/routes/candidates/MyApplicationsPage.tsx'),
  '/charity-board': () => import('@/app/routes/charities/CharityBoardPage.tsx'),
  '/charity-postings/:positions?': () => import('@/app/routes/charities/CharityPostingsPage.tsx'),
  '/user-information': () => import('@/app/routes/users/UserInformationPage.tsx'),
  '/boardmatch-admin': () => import('@/app/routes/staff/StaffAdminPage.tsx'),
  '/boardmatch-act-as-audit': () => import('@/app/routes/staff/ActAsAuditPage.tsx'),
  '/charity-admin': () => import('@/app/routes/charities/CharityAdminPage.tsx'),
  '/debug': () => import('@/app/routes/candidates/DebugPage.tsx'),
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
