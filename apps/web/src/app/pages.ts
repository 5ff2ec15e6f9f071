import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Page = LazyExoticComponent<ComponentType>;

/** Every screen is its own chunk, loaded when its route is first visited (so /login downloads no other screen). */
export const PAGES: Record<string, Page> = {
  '/login': lazy(() => import('./routes/auth/LoginPage.tsx')),
  '/registration': lazy(() => import('../features/registration/pages/CandidateRegistrationPage.tsx')),
  '/charity-registration': lazy(() => import('../features/registration/pages/CharityRegistrationPage.tsx')),
  '/reset-password/:token': lazy(() => import('../features/auth/pages/ResetPasswordPage.tsx')),

  '/charity': lazy(() => import('../features/charities/pages/CharityPage.tsx')),
  '/charity-faq': lazy(() => import('../features/charities/pages/CharityFaqPage.tsx')),
  '/charity-onboarding': lazy(() => import('../features/charities/pages/CharityOnboardingPage.tsx')),

  '/boardmatch-search': lazy(() => import('../features/admin/pages/AdminSearchPage.tsx')),
  '/boardmatch-candidates': lazy(() => import('../features/admin/pages/AdminCandidatesPage.tsx')),
  '/boardmatch-charities': lazy(() => import('../features/admin/pages/AdminCharitiesPage.tsx')),
  '/boardmatch-donations': lazy(() => import('../features/admin/pages/DonationsPage.tsx')),
  '/boardmatch-training': lazy(() => import('../features/admin/pages/AdminTrainingPage.tsx')),
  '/boardmatch-social-media': lazy(() => import('../features/admin/pages/SocialMediaPage.tsx')),

  '/candidate-onboarding': lazy(() => import('../features/candidates/pages/CandidateOnboardingPage.tsx')),
  '/candidate-training': lazy(() => import('../features/candidates/pages/CandidateTrainingPage.tsx')),
  '/academy/:courseId': lazy(() => import('../features/training/pages/AcademyCoursePage.tsx')),
  '/candidate-profile': lazy(() => import('../features/candidates/pages/CandidateProfilePage.tsx')),
  '/charity-profile': lazy(() => import('../features/charities/pages/CharityProfilePage.tsx')),

  '/search': lazy(() => import('../features/search/pages/SearchPage.tsx')),
  '/corporations': lazy(() => import('../features/admin/pages/CorporationsPage.tsx')),

  '/candidate': lazy(() => import('../features/candidates/pages/CandidatePage.tsx')),
  '/candidate-faq': lazy(() => import('../features/candidates/pages/CandidateFaqPage.tsx')),
  '/candidate-search': lazy(() => import('../features/candidates/pages/CandidateSearchPage.tsx')),
  '/candidate-postings': lazy(() => import('../features/candidates/pages/MyApplicationsPage.tsx')),
  '/charity-board': lazy(() => import('../features/charities/pages/CharityBoardPage.tsx')),
  '/charity-postings/:positions?': lazy(() => import('../features/charities/pages/CharityPostingsPage.tsx')),
  '/user-information': lazy(() => import('../features/users/pages/UserInformationPage.tsx')),
  '/boardmatch-admin': lazy(() => import('../features/admin/pages/StaffAdminPage.tsx')),
  '/charity-admin': lazy(() => import('../features/charities/pages/CharityAdminPage.tsx')),
  '/debug': lazy(() => import('../features/candidates/pages/DebugPage.tsx')),
};
