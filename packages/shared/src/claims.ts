/** Claims carried in the access token; a granted claim has the value 1. */
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
export type ClaimName = (typeof Claim)[keyof typeof Claim];

export type ClaimSet = Partial<Record<ClaimName, number | string>>;

export interface TokenPayload extends ClaimSet {
  nameId: number;
  isSelf: 'True' | 'False';
  involvement: string | null;
  charityId?: number | null;
  exp?: number;
}

/** A claim lookup returns 1 for an empty value and null when absent. */
export function claimValue(claims: object | null | undefined, name: string): number | null {
  if (!claims || !(name in claims)) return null;
  const v = (claims as Record<string, unknown>)[name];
  if (v === '' || v === null || v === undefined) return 1;
  return Number(v);
}

export function hasClaim(claims: object | null | undefined, name: string): boolean {
  return claimValue(claims, name) === 1;
}
