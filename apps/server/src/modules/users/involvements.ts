import { Involvement, type UserInvolvement } from '@boardmatch/shared';
import type { userStates } from '../../db/schema/index.ts';

type UserStateRow = typeof userStates.$inferSelect;

export const PROVIDER_NAME = 'BoardMatch';

export interface InvolvementSources {
  staff: { id: number } | null;
  candidate: { id: number } | null;
  charityRepresentatives: { id: number; charityId: number; charityName: string }[];
}

/** The user's involvements, sorted: boardmatch first, then each charity representative, then candidate. */
export function buildInvolvements(src: InvolvementSources): UserInvolvement[] {
  const list: UserInvolvement[] = [];
  if (src.staff) {
    list.push({ id: `boardmatch-${src.staff.id}`, involvement: Involvement.boardmatch, charityRepId: null, charityId: null, name: `${PROVIDER_NAME} Boardmatch`, charityName: null });
  }
  for (const rep of src.charityRepresentatives) {
    list.push({
      id: `charityRepresentative-${rep.id}`,
      involvement: Involvement.charityRepresentative,
      charityRepId: rep.id,
      charityId: rep.charityId,
      name: `Charity ${rep.charityName}`,
      charityName: rep.charityName,
    });
  }
  if (src.candidate) {
    list.push({ id: `candidate-${src.candidate.id}`, involvement: Involvement.candidate, charityRepId: null, charityId: null, name: 'Candidate', charityName: null });
  }
  return list;
}

/** The selected involvement by user state: boardmatch role, then the charity of the charity role, then candidate role, else the first. */
export function selectInvolvement(list: UserInvolvement[], state: Pick<UserStateRow, 'boardmatchRole' | 'charityRole' | 'candidateRole' | 'charityId'>): UserInvolvement | null {
  const pick =
    (state.boardmatchRole === 1 && list.find((i) => i.involvement === Involvement.boardmatch)) ||
    (state.charityRole === 1 && list.find((i) => i.involvement === Involvement.charityRepresentative && i.charityId === state.charityId)) ||
    (state.candidateRole === 1 && list.find((i) => i.involvement === Involvement.candidate)) ||
    list[0];
  return pick ?? null;
}
