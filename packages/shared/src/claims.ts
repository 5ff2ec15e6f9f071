/** The claim names of the role tables; a role grants each of them read, create, update and delete separately. */
export const CLAIM_AREAS = [
  'candidate',
  'candidate-search',
  'posting',
  'charity-board',
  'charity-posting',
  'user-information',
  'boardmatch-admin',
  'charity-admin',
  'boardmatch-search',
  'candidates',
  'charities',
  'charity-onboarding',
] as const;
export type ClaimArea = (typeof CLAIM_AREAS)[number];
export type ClaimOperation = 'read' | 'create' | 'update' | 'delete';

/** Claims carried in the session; a granted claim has the value 1. */
export const Claim = {
  candidateRead: 'candidate.read',
  candidateSearchRead: 'candidate-search.read',
  postingRead: 'posting.read',
  charityBoardRead: 'charity-board.read',
  charityPostingRead: 'charity-posting.read',
  userInformationRead: 'user-information.read',
  boardmatchAdminRead: 'boardmatch-admin.read',
  charityAdminRead: 'charity-admin.read',
  boardmatchSearchRead: 'boardmatch-search.read',
  candidatesRead: 'candidates.read',
  charitiesRead: 'charities.read',
  candidateThinkificEnrollmentComplete: 'candidate-thinkific-enrollment-complete',
  charityOnboardingUpdate: 'charity-onboarding.update',
} as const;
/** Every claim a session can hold: '<area>.<operation>' from the role tables, plus the orientation course's. */
export type ClaimName = `${ClaimArea}.${ClaimOperation}` | typeof Claim.candidateThinkificEnrollmentComplete;

export const claimName = (area: ClaimArea, operation: ClaimOperation): ClaimName => `${area}.${operation}`;

export type ClaimSet = Partial<Record<ClaimName, number | string>>;

export interface TokenPayload extends ClaimSet {
  nameId: number;
  isSelf: 'True' | 'False';
  involvement: string | null;
  charityId?: number | null;
  exp?: number;
}

/** A claim lookup returns 1 for an empty value and null when absent. */
export function claimValue(claims: object | null | undefined, name: ClaimName): number | null {
  if (!claims || !(name in claims)) return null;
  const v = (claims as Record<string, unknown>)[name];
  if (v === '' || v === null || v === undefined) return 1;
  return Number(v);
}

export function hasClaim(claims: object | null | undefined, name: ClaimName): boolean {
  return claimValue(claims, name) === 1;
}
