import { createElement, lazy, type ComponentType } from 'react';
import { matchPath } from 'react-router';
import { allTextsLoaded } from '../lib/i18n.ts';

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

const loaded = new Map<string, ComponentType>();
const loading = new Map<string, Promise<{ default: ComponentType }>>();

/** One download per screen; a failed one may be tried again. */
function loadPage(path: string): Promise<{ default: ComponentType }> {
  let promise = loading.get(path);
  if (!promise) {
    const load = path === '/login' ? PAGE_MODULES[path] : withAllTexts(PAGE_MODULES[path]);
    promise = load().then((module) => {
      loaded.set(path, module.default);
      return module;
    });
    promise.catch(() => loading.delete(path));
    loading.set(path, promise);
  }
  return promise;
}

/** A screen that renders at once when its code has already arrived (so a page painted before the script ran is
 * replaced by the same page, never by a spinner), and suspends until it arrives otherwise. */
function page(path: string): ComponentType {
  const Lazy = lazy(() => loadPage(path));
  function Page() {
    const Loaded = loaded.get(path);
    return Loaded ? createElement(Loaded) : createElement(Lazy);
  }
  Page.displayName = `Page(${path})`;
  return Page;
}

export const PAGES: Record<string, ComponentType> = Object.fromEntries(Object.keys(PAGE_MODULES).map((path) => [path, page(path)]));

/** Starts downloading the screen of this address, so it arrives while the session is being restored. */
export function preloadPage(pathname: string): Promise<unknown> {
  const path = Object.keys(PAGE_MODULES).find((pattern) => matchPath(pattern, pathname));
  return path ? loadPage(path).catch(() => undefined) : Promise.resolve();
}
