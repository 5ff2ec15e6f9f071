import { ApplicationStatus as S } from '../constants.ts';

/*
 * The rules of applications that need no schema (why one cannot apply, how a status moves), apart from the schemas in
 * applications.ts, so that code that only checks a rule does not load the schema library.
 */

/** Why a visitor cannot apply, in the spec's order; null when they can. */
export const ApplyBlocker = {
  expired: 'expired',
  notCandidate: 'notCandidate',
  onboarding: 'onboarding',
  applied: 'applied',
  unavailable: 'unavailable',
} as const;
export type ApplyBlockerKind = (typeof ApplyBlocker)[keyof typeof ApplyBlocker];

/** Catalogue key of each blocker's text. */
export const APPLY_BLOCKER_KEYS: Record<ApplyBlockerKind, string> = {
  expired: 'applications.errors.positionExpired',
  notCandidate: 'applications.errors.mustBeCandidate',
  onboarding: 'applications.errors.completeOnboarding',
  applied: 'applications.errors.alreadyApplied',
  unavailable: 'applications.errors.positionUnavailable',
};

/** Why a charity declines an application (the reason opens the candidate's e-mail). */
export const DECLINE_REASONS = ['beforeInterview', 'afterInterview', 'positionFilled', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const APPLICATION_MESSAGE_MAX = 2000;

/** Statuses from which nobody may move an application any more: withdrawn (6), declined (7), accepted (1). */
export const FINAL_APPLICATION_STATUSES: readonly number[] = [S.withdrawn, S.declinedByCharity, S.accepted];

/** Candidate side: Withdraw (Deny at 14) unless final; Accept only an extended offer (14). */
export function candidateMayMove(from: number, to: number): boolean {
  if (FINAL_APPLICATION_STATUSES.includes(from)) return false;
  if (to === S.withdrawn) return true;
  if (to === S.accepted) return from === S.offerExtended;
  return false;
}

/** Charity side: Decline, Under Review, Interview, Offer Extended unless final; never Accept. */
export function charityMayMove(from: number, to: number): boolean {
  if (FINAL_APPLICATION_STATUSES.includes(from)) return false;
  if (to === S.declinedByCharity || to === S.interview) return true;
  if (to === S.underReview) return from !== S.underReview;
  if (to === S.offerExtended) return from !== S.offerExtended;
  return false;
}
