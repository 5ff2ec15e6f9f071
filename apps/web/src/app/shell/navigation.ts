import { Claim, hasClaim, Involvement, type ClaimName, type UserSession } from '@boardmatch/shared';
import { charityOnboardingDone } from '@/lib/routing/guard.ts';
import { selectedInvolvement } from '@/lib/selected-involvement.ts';

export type NavLabel =
  | 'nav.adminSearch'
  | 'nav.candidates'
  | 'nav.charities'
  | 'nav.admin'
  | 'nav.myDashboard'
  | 'nav.onboarding'
  | 'nav.profile'
  | 'nav.myApplications'
  | 'nav.faq'
  | 'nav.charityDashboard'
  | 'nav.board'
  | 'nav.postedPositions';

export interface NavItem {
  label: NavLabel;
  /** A page link; absent for FAQ, which opens the FAQ dialog. */
  to?: string;
  action?: 'faq';
  disabled: boolean;
}

interface NavSpec {
  label: NavLabel;
  to?: string;
  action?: 'faq';
  claim?: ClaimName;
  /** Dashboard-type items are disabled while onboarding is needed. */
  needsOnboarding?: boolean;
}

const ADMIN_ITEMS: NavSpec[] = [
  { label: 'nav.adminSearch', to: '/boardmatch-search', claim: Claim.boardmatchSearchRead },
  { label: 'nav.candidates', to: '/boardmatch-candidates', claim: Claim.candidatesRead },
  { label: 'nav.charities', to: '/boardmatch-charities', claim: Claim.charitiesRead },
  { label: 'nav.admin', to: '/boardmatch-admin', claim: Claim.boardmatchAdminRead },
];

const candidateItems = (complete: boolean): NavSpec[] => [
  { label: 'nav.myDashboard', to: '/candidate-profile', needsOnboarding: true },
  { label: complete ? 'nav.profile' : 'nav.onboarding', to: '/candidate-onboarding' },
  { label: 'nav.myApplications', to: '/candidate-postings', claim: Claim.postingRead, needsOnboarding: true },
  { label: 'nav.faq', action: 'faq' },
];

const charityItems = (complete: boolean): NavSpec[] => [
  { label: 'nav.charityDashboard', to: '/charity-profile', needsOnboarding: true },
  { label: complete ? 'nav.profile' : 'nav.onboarding', to: '/charity-onboarding' },
  { label: 'nav.board', to: '/charity-board', claim: Claim.charityBoardRead, needsOnboarding: true },
  { label: 'nav.postedPositions', to: '/charity-postings', claim: Claim.charityPostingRead, needsOnboarding: true },
  { label: 'nav.faq', action: 'faq' },
  { label: 'nav.admin', to: '/charity-admin', claim: Claim.charityAdminRead },
];

/**
 * The tab row for the selected involvement (spec 1, 'Top navigation'). An item whose claim is missing is left out
 * (the guard would refuse it); dashboard-type items are disabled while onboarding is needed.
 */
export function navItemsFor(session: UserSession | null): NavItem[] {
  if (!session) return [];
  const selected = selectedInvolvement(session);
  let specs: NavSpec[];
  let complete: boolean;
  switch (selected?.involvement) {
    case Involvement.boardmatch:
      specs = ADMIN_ITEMS;
      complete = true;
      break;
    case Involvement.candidate:
      complete = session.candidate?.onboardingComplete ?? false;
      specs = candidateItems(complete);
      break;
    case Involvement.charityRepresentative: {
      complete = charityOnboardingDone(session);
      specs = charityItems(complete);
      break;
    }
    default:
      return [];
  }
  return specs
    .filter((spec) => !spec.claim || hasClaim(session.claims, spec.claim))
    .map(({ label, to, action, needsOnboarding }) => ({ label, to, action, disabled: Boolean(needsOnboarding && !complete) }));
}

export interface StaffMenuItem {
  label: 'shell.waitingApplicants' | 'shell.corporations' | 'shell.training' | 'shell.donations' | 'shell.socialMedia' | 'shell.actAsAudit';
  to: string;
}

const STAFF_MENU: (StaffMenuItem & { claim?: ClaimName })[] = [
  // Applicants left without a reply past the deadline: first, as the page staff act on.
  { label: 'shell.waitingApplicants', to: '/boardmatch-waiting-applicants', claim: Claim.charitiesRead },
  { label: 'shell.corporations', to: '/corporations' },
  { label: 'shell.training', to: '/boardmatch-training' },
  { label: 'shell.donations', to: '/boardmatch-donations' },
  { label: 'shell.socialMedia', to: '/boardmatch-social-media', claim: Claim.boardmatchAdminRead },
  { label: 'shell.actAsAudit', to: '/boardmatch-act-as-audit', claim: Claim.boardmatchAdminRead },
];

/** The program pages the tab row has no room for (spec 1 names no link to them), in the staff member's user menu. */
export function staffMenuItemsFor(session: UserSession | null): StaffMenuItem[] {
  const selected = selectedInvolvement(session);
  if (!session || selected?.involvement !== Involvement.boardmatch) return [];
  return STAFF_MENU.filter((item) => !item.claim || hasClaim(session.claims, item.claim)).map(({ label, to }) => ({ label, to }));
}
