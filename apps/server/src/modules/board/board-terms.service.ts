import { TERMS_ENDING_DAYS, defineListSpec, type Language, type ListQuery, type PostingDraft, type SkillsMatrix, type TermEndingList } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { readListQuery } from '../../platform/list-query/list-query.ts';
import * as repo from './board-terms.repository.ts';
import { presentSkillsMatrix, presentTermEnding } from './board-terms.presenter.ts';
import { buildMatrix, withSkills } from './skills-matrix.ts';
import { addDays, productDay } from '../../platform/calendar/days.ts';
import { termEnd } from './term-days.ts';

const termsList = defineListSpec({ filters: {}, sort: {}, defaultSize: 20, maxSize: 100, allCap: 200 });

/** 'Skills matrix': current members by skill, the skills the charity wants, and the gaps. */
export async function getSkillsMatrix(deps: Deps, session: SessionUser, charityId: number, language: Language): Promise<SkillsMatrix> {
  authorize(session, 'board.read', { charityId });
  const data = await buildMatrix(deps.db, charityId, productDay(deps.now()));
  const ids = [...new Set([...data.members.flatMap((m) => m.skillIds), ...data.wanted.keys()])];
  return presentSkillsMatrix(data, await repo.findSkillNames(deps.db, ids), language);
}

/** 'Terms ending': the current seats whose term ends within the next 120 days, soonest first. */
export async function listTermsEnding(deps: Deps, session: SessionUser, charityId: number, q: ListQuery, language: Language): Promise<TermEndingList> {
  authorize(session, 'board.read', { charityId });
  const { page } = readListQuery(q, termsList, { actor: session });
  const today = productDay(deps.now());
  const { rows, total } = await repo.findTermsEnding(deps.db, charityId, today, addDays(today, TERMS_ENDING_DAYS), page);
  return { terms: rows.map((row) => presentTermEnding(row, today, language)), total };
}

/**
 * 'Draft the posting': New Position Posting's values for the seat a term leaves. The mandate starts the day after
 * the term ends (today at the earliest) and lasts the charity's board term (one year when it gave none); the skills
 * are the departing member's and the board's gaps. Nothing is saved.
 */
export async function getPostingDraft(deps: Deps, session: SessionUser, mandateId: number): Promise<PostingDraft> {
  const seat = await repo.findSeat(deps.db, mandateId);
  if (!seat) throw AppError.notFound();
  authorize(session, 'posting.create', { charityId: seat.charityId });
  const today = productDay(deps.now());
  const [[member], matrix, answers] = await Promise.all([withSkills(deps.db, [seat]), buildMatrix(deps.db, seat.charityId, today), repo.findMatchingAnswers(deps.db, seat.charityId)]);
  const dayAfter = seat.endDate ? addDays(seat.endDate, 1) : today;
  const startDate = dayAfter > today ? dayAfter : today;
  return {
    mandateId,
    charityPositionId: seat.positionId,
    startDate,
    endDate: termEnd(startDate, answers?.lengthOfBoardTerm ?? 1),
    expiryDate: seat.endDate && seat.endDate >= today ? seat.endDate : null,
    skills: [...new Set([...(member?.skillIds ?? []), ...matrix.gaps])].sort((a, b) => a - b),
  };
}
