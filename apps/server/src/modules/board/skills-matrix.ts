import type { WantedSkillSource } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './board-terms.repository.ts';

/**
 * The charity's position matching answers hold no skill list, so the skills they point to are read from the answers
 * a board fills with a member who has that skill: a governance board wants governance; a start-up or growing
 * charity wants planning; one in renewal wants change management; declining or at-risk funding wants fundraising
 * (and finance when at risk); a T3010 not filed or remittances behind want finance. Names are the seeded lists'.
 */
const FROM_BOARD_TYPE: Record<string, string[]> = { 'Governance Board': ['Governance'], 'Mixed Governance and Working Board': ['Governance'] };
const FROM_DEVELOPMENT_STAGE: Record<string, string[]> = { 'Start-up': ['Strategic Planning'], Growing: ['Strategic Planning'], 'Renewal or Transition': ['Change Management'] };
const FROM_FUNDING_STATUS: Record<string, string[]> = { Declining: ['Fundraising'], 'At Risk': ['Fundraising', 'Finance & Accounting'] };

/** The skill names the position matching answers point to. */
export function skillNamesFromMatching(answers: repo.MatchingAnswers | null): string[] {
  if (!answers) return [];
  const names = [
    ...(answers.boardType ? (FROM_BOARD_TYPE[answers.boardType] ?? []) : []),
    ...(answers.developmentStage ? (FROM_DEVELOPMENT_STAGE[answers.developmentStage] ?? []) : []),
    ...(answers.fundingStatus ? (FROM_FUNDING_STATUS[answers.fundingStatus] ?? []) : []),
    ...(!answers.filedLatestT3010 || !answers.remittancesUpToDate ? ['Finance & Accounting'] : []),
  ];
  return [...new Set(names)];
}

export interface MemberSkills {
  seat: repo.SeatRow;
  skillIds: number[];
}

/** Each seat's skills: those the charity entered and those on the member's candidate profile, if they have one. */
export async function withSkills<S extends Pick<repo.SeatRow, 'mandateId'> & { userId: number | null }>(db: DbOrTx, seats: S[]): Promise<{ seat: S; skillIds: number[] }[]> {
  const userIds = [...new Set(seats.flatMap((s) => (s.userId === null ? [] : [s.userId])))];
  const [entered, profiles] = await Promise.all([repo.findEnteredSkills(db, seats.map((s) => s.mandateId)), repo.findProfileSkills(db, userIds)]);
  return seats.map((seat) => ({ seat, skillIds: [...new Set([...(entered.get(seat.mandateId) ?? []), ...(seat.userId === null ? [] : (profiles.get(seat.userId) ?? []))])].sort((a, b) => a - b) }));
}

/** The skills the charity wants, each with why. */
export async function findWantedSkills(db: DbOrTx, charityId: number, today: string): Promise<Map<number, WantedSkillSource[]>> {
  const [fromPostings, answers] = await Promise.all([repo.findOpenPostingSkills(db, charityId, today), repo.findMatchingAnswers(db, charityId)]);
  const fromMatching = await repo.findSkillIdsByName(db, skillNamesFromMatching(answers));
  const wanted = new Map<number, WantedSkillSource[]>();
  for (const id of fromPostings) wanted.set(id, ['postings']);
  for (const id of fromMatching) wanted.set(id, [...(wanted.get(id) ?? []), 'matching']);
  return wanted;
}

export interface MatrixData {
  members: MemberSkills[];
  wanted: Map<number, WantedSkillSource[]>;
  /** Wanted skills no current member holds, ascending. */
  gaps: number[];
}

/** The current members with their skills, the skills wanted, and the gaps between them. */
export async function buildMatrix(db: DbOrTx, charityId: number, today: string): Promise<MatrixData> {
  const [members, wanted] = await Promise.all([repo.findCurrentMembers(db, charityId, today).then((seats) => withSkills(db, seats)), findWantedSkills(db, charityId, today)]);
  const held = new Set(members.flatMap((m) => m.skillIds));
  const gaps = [...wanted.keys()].filter((id) => !held.has(id)).sort((a, b) => a - b);
  return { members, wanted, gaps };
}
