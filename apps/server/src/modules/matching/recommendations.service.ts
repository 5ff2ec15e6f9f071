import { RECOMMENDATIONS_LIMIT, calendarDay, rankPostingsFor, type Language, type RecommendedPostings } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { sessionCandidate } from '../postings/index.ts';
import * as repo from './matching.repository.ts';
import { presentRecommendedPosting } from './matching.presenter.ts';

/**
 * 'Recommended for you': the signed-in candidate's best open postings, from their skills, causes and place. The
 * postings a charity invited them to come first (someone there asked for them), then the best of the rest.
 */
export async function findRecommendedPostings(db: DbOrTx, session: SessionUser, language: Language): Promise<RecommendedPostings> {
  const candidate = await sessionCandidate(db, session);
  const fit = candidate ? await repo.findCandidateFit(db, candidate.id) : null;
  if (!fit) return { postings: [] };
  const pool = await repo.findPostingPool(db, fit, calendarDay());
  const invited = rankPostingsFor(fit, pool.filter((p) => p.invited), RECOMMENDATIONS_LIMIT);
  const others = rankPostingsFor(fit, pool.filter((p) => !p.invited), RECOMMENDATIONS_LIMIT - invited.length);
  return { postings: [...invited, ...others].map((ranked) => presentRecommendedPosting(ranked, language)) };
}
