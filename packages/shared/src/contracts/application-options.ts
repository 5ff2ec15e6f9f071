/*
 * The applications' fixed choices that need no schema (why one cannot apply, why a charity declines, how long a
 * message may be), apart from the schemas in applications.ts, so that code that only reads them does not load the
 * schema library. Who may move an application where is a policy (policies/applications.ts).
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

/** Why a charity declines an application: private to the charity and staff, never told to the candidate. */
export const DECLINE_REASONS = ['betterFit', 'skills', 'positionFilled', 'availability', 'other'] as const;
/** Reasons the API still takes from earlier clients (the spec's 'Decline-After Interview'); no longer offered. */
export const EARLIER_DECLINE_REASONS = ['beforeInterview', 'afterInterview'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number] | (typeof EARLIER_DECLINE_REASONS)[number];
/** How many applications one 'Decline several' may decline. */
export const DECLINE_SEVERAL_MAX = 50;
export const APPLICATION_MESSAGE_MAX = 2000;

/** A charity's notes on why a candidate is a good fit, at most. */
export const NOTES_MAX_LENGTH = 4000;
