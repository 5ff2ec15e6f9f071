import { can, type FitPosting } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { POSTING_UNAVAILABLE, findLivePosting, type PostingRow } from '../postings/index.ts';
import { findCharityFit } from './matching.repository.ts';

/** A posting's side of a fit: the skills it asks for, its charity's causes and place. */
export async function fitPostingOf(db: DbOrTx, posting: PostingRow): Promise<FitPosting> {
  return { id: posting.id, skillIds: posting.skills.map((s) => s.id), ...(await findCharityFit(db, posting.charityId)) };
}

/**
 * A posting of the representative's charity, for ranking candidates by their fit to it. Another charity's posting
 * answers 404, as an unknown one: whether it exists is not theirs to learn.
 */
export async function fitTargetOfPosting(db: DbOrTx, session: SessionUser, postingId: number): Promise<FitPosting> {
  const posting = await findLivePosting(db, postingId);
  if (!posting || !can(session, 'posting.suggest-candidates', posting)) throw AppError.notFound(POSTING_UNAVAILABLE);
  return fitPostingOf(db, posting);
}
