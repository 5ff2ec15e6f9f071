import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Page = LazyExoticComponent<ComponentType>;

/** Every screen is its own chunk, loaded when its route is first visited (so /login downloads no other screen). */
export const PAGES: Record<string, Page> = {
  '/login': lazy(() => import('./routes/auth/LoginPage.tsx')),
  '/registration': lazy(() => import('../features/registration/pages/CandidateRegistrationPage.tsx')),
  '/charity-registration': lazy(() => import('../features/registration/pages/CharityRegistrationPage.tsx')),
  '/reset-password/:token': lazy(() => import('../features/auth/pages/ResetPasswordPage.tsx')),
  '/staff-invitation/:token': lazy(() => import('../features/admin/pages/StaffInvitationPage.tsx')),

  '/charity': lazy(() => import('../features/charities/pages/CharityPage.tsx')),
  '/charity-faq': lazy(() => import('./routes/charities/CharityFaqPage.tsx')),
  '/charity-onboarding': lazy(() => import('./routes/charities/CharityOnboardingPage.tsx')),

  '/boardmatch-search': lazy(() => import('./routes/admin/AdminSearchPage.tsx')),
  '/boardmatch-candidates': lazy(() => import('./routes/admin/AdminCandidatesPage.tsx')),
  '/boardmatch-charities': lazy(() => import('./routes/admin/AdminCharitiesPage.tsx')),
  '/boardmatch-donations': lazy(() => import('./routes/admin/DonationsPage.tsx')),
  '/boardmatch-training': lazy(() => import('../features/admin/pages/AdminTrainingPage.tsx')),
  '/boardmatch-social-media': lazy(() => import('../features/admin/pages/SocialMediaPage.tsx')),

  '/candidate-onboarding': lazy(() => import('./routes/candidates/CandidateOnboardingPage.tsx')),
  '/candidate-training': lazy(() => import('./routes/candidates/CandidateTrainingPage.tsx')),
  '/academy/:courseId': lazy(() => import('../features/training/pages/AcademyCoursePage.tsx')),
  '/candidate-profile': lazy(() => import('./routes/candidates/CandidateProfilePage.tsx')),
  '/charity-profile': lazy(() => import('./routes/charities/CharityProfilePage.tsx')),

  '/search': lazy(() => import('./routes/search/SearchPage.tsx')),
  '/corporations': lazy(() => import('../features/admin/pages/CorporationsPage.tsx')),

  '/candidate': lazy(() => import('../features/candidates/pages/CandidatePage.tsx')),
  '/candidate-faq': lazy(() => import('./routes/candidates/CandidateFaqPage.tsx')),
  '/candidate-search': lazy(() => import('./routes/candidates/CandidateSearchPage.tsx')),
  '/candidate-postings': lazy(() => import('./routes/candidates/MyApplicationsPage.tsx')),
  '/charity-board': lazy(() => import('./routes/charities/CharityBoardPage.tsx')),
  '/charity-postings/:positions?': lazy(() => import('./routes/charities/CharityPostingsPage.tsx')),
  '/user-information': lazy(() => import('./routes/users/UserInformationPage.tsx')),
  '/boardmatch-admin': lazy(() => import('../features/admin/pages/StaffAdminPage.tsx')),
  '/boardmatch-act-as-audit': lazy(() => import('../features/admin/pages/ActAsAuditPage.tsx')),
  '/charity-admin': lazy(() => import('./routes/charities/CharityAdminPage.tsx')),
  '/debug': lazy(() => import('../features/candidates/pages/DebugPage.tsx')),
};
