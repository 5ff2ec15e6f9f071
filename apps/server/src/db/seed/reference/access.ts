/*
 * Claims, roles and their permissions. The auth code turns a permission row into token claims:
 * reads=1 gives '<claim>.read', creates '.create', updates '.update', deletes '.delete'.
 */

export const CLAIMS = [
  { id: 1, name: 'candidate', description: 'Candidate pages' },
  { id: 2, name: 'candidate-search', description: 'Candidate search of charities and positions' },
  { id: 3, name: 'posting', description: "A candidate's applications to postings" },
  { id: 4, name: 'charity-board', description: "The charity's board and positions" },
  { id: 5, name: 'charity-posting', description: "The charity's postings and applications, and the new positions they post" },
  { id: 6, name: 'user-information', description: 'Own user profile' },
  { id: 7, name: 'boardmatch-admin', description: 'Staff administration' },
  { id: 8, name: 'charity-admin', description: 'Charity administration: representatives, roles, positions' },
  { id: 9, name: 'boardmatch-search', description: 'Staff search of candidates and charities' },
  { id: 10, name: 'candidates', description: 'Staff management of candidates' },
  { id: 11, name: 'charities', description: 'Staff management of charities' },
  { id: 12, name: 'charity-onboarding', description: 'Charity-level onboarding steps' },
];

const claimId = (name: string) => {
  const claim = CLAIMS.find((c) => c.name === name);
  if (!claim) throw new Error(`unknown claim ${name}`);
  return claim.id;
};

type Grant = 'r' | 'rcud';
function grants(roleId: number, list: Record<string, Grant>) {
  return Object.entries(list).map(([name, grant]) => ({
    roleId,
    claimId: claimId(name),
    reads: 1,
    creates: grant === 'rcud' ? 1 : 0,
    updates: grant === 'rcud' ? 1 : 0,
    deletes: grant === 'rcud' ? 1 : 0,
  }));
}

export const CANDIDATE_ROLES = [{ id: 1, name: 'Base' }];
export const CANDIDATE_ROLE_PERMISSIONS = grants(1, { candidate: 'r', 'candidate-search': 'r', posting: 'r', 'user-information': 'r' });

/** Roles every charity has (charityId null). Admin 1 is the registering user's; Basic Access 5 the invitee's. */
export const CHARITY_REPRESENTATIVE_ROLES = [
  { id: 1, name: 'Admin', charityId: null },
  { id: 2, name: 'Board Manager', charityId: null },
  { id: 3, name: 'Posting Manager', charityId: null },
  { id: 4, name: 'Viewer', charityId: null },
  { id: 5, name: 'Basic Access', charityId: null },
];
export const CHARITY_REPRESENTATIVE_ROLE_PERMISSIONS = [
  ...grants(1, { 'charity-board': 'rcud', 'charity-posting': 'rcud', 'charity-admin': 'rcud', 'user-information': 'rcud', 'charity-onboarding': 'rcud' }),
  ...grants(2, { 'charity-board': 'rcud', 'charity-posting': 'r', 'user-information': 'r', 'charity-onboarding': 'r' }),
  ...grants(3, { 'charity-posting': 'rcud', 'charity-board': 'r', 'user-information': 'r' }),
  ...grants(4, { 'charity-board': 'r', 'charity-posting': 'r', 'user-information': 'r' }),
  ...grants(5, { 'charity-board': 'r', 'user-information': 'r' }),
];

/** Staff roles: Admin has every section, Staff all but the admin ones. Staff permissions are a single read flag. */
export const BOARDMATCH_REPRESENTATIVE_ROLES = [
  { id: 1, name: 'Admin' },
  { id: 2, name: 'Staff' },
];
const staffClaims = (roleId: number, names: string[]) => names.map((name) => ({ roleId, claimId: claimId(name), reads: true }));
export const BOARDMATCH_REPRESENTATIVE_ROLE_PERMISSIONS = [
  ...staffClaims(1, ['boardmatch-search', 'candidates', 'charities', 'boardmatch-admin', 'charity-admin', 'user-information', 'charity-onboarding']),
  ...staffClaims(2, ['boardmatch-search', 'candidates', 'charities', 'user-information', 'charity-onboarding']),
];
