import type { InvolvementKind, UserInvolvement, UserSession } from '@boardmatch/shared';

const INVOLVEMENTS: Record<InvolvementKind, UserInvolvement> = {
  boardmatch: { id: 'boardmatch-1', involvement: 'boardmatch', charityRepId: null, charityId: null, name: 'BoardMatch Boardmatch', charityName: null },
  charityRepresentative: {
    id: 'charityRepresentative-3',
    involvement: 'charityRepresentative',
    charityRepId: 3,
    charityId: 9,
    name: 'Charity Hope Food Bank',
    charityName: 'Hope Food Bank',
  },
  candidate: { id: 'candidate-4', involvement: 'candidate', charityRepId: null, charityId: null, name: 'Candidate', charityName: null },
};

const CLAIMS: Record<InvolvementKind, Record<string, number>> = {
  boardmatch: { 'boardmatch-search.read': 1, 'candidates.read': 1, 'charities.read': 1, 'boardmatch-admin.read': 1, 'user-information.read': 1 },
  candidate: { 'candidate.read': 1, 'candidate-search.read': 1, 'posting.read': 1, 'user-information.read': 1 },
  charityRepresentative: { 'charity-board.read': 1, 'charity-posting.read': 1, 'charity-admin.read': 1, 'user-information.read': 1 },
};

export interface SessionOptions {
  selected?: InvolvementKind;
  has?: InvolvementKind[];
  candidateComplete?: boolean;
  repComplete?: boolean;
  charityComplete?: boolean;
  claims?: Record<string, number | string>;
  lastState?: string | null;
  isSelf?: boolean;
  firstName?: string;
  lastName?: string;
}

/** A UserSession as GET /api/users/session answers it. */
export function makeSession(options: SessionOptions = {}): UserSession {
  const selected = options.selected ?? 'candidate';
  const has = options.has ?? [selected];
  const order: InvolvementKind[] = ['boardmatch', 'charityRepresentative', 'candidate'];
  return {
    user: {
      id: 11,
      userName: 'pat@example.org',
      userInformation: { id: 12, firstName: options.firstName ?? 'Pat', lastName: options.lastName ?? 'Lee', profileColour: '#00695c' },
    },
    isSelf: options.isSelf ?? true,
    actingAdmin: options.isSelf === false ? { id: 1, userName: 'staff@boardmatch.org' } : null,
    state: {
      id: 1,
      userId: 11,
      lastState: options.lastState ?? null,
      candidateRole: selected === 'candidate' ? 1 : 0,
      charityRole: selected === 'charityRepresentative' ? 1 : 0,
      boardmatchRole: selected === 'boardmatch' ? 1 : 0,
      charityId: selected === 'charityRepresentative' ? 9 : null,
    },
    involvements: order.filter((k) => has.includes(k)).map((k) => INVOLVEMENTS[k]),
    selectedInvolvementId: INVOLVEMENTS[selected].id,
    candidate: has.includes('candidate') ? { id: 4, onboardingComplete: options.candidateComplete ?? true } : null,
    charityRepresentative:
      selected === 'charityRepresentative'
        ? {
            id: 3,
            charityId: 9,
            onboardingComplete: options.repComplete ?? true,
            charity: { id: 9, name: 'Hope Food Bank', onboardingComplete: options.charityComplete ?? true },
          }
        : null,
    claims: { ...(options.claims ?? CLAIMS[selected]), isSelf: options.isSelf === false ? 'False' : 'True' },
    actor: {
      userId: 11,
      involvement: selected,
      candidateId: selected === 'candidate' ? 4 : null,
      charityId: selected === 'charityRepresentative' ? 9 : null,
      charityRepresentativeId: selected === 'charityRepresentative' ? 3 : null,
      staffRoleId: selected === 'boardmatch' ? 1 : null,
      actingStaffUserId: options.isSelf === false ? 1 : null,
      claims: options.claims ?? CLAIMS[selected],
    },
  };
}
