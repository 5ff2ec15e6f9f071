import { Involvement, PostingStatus, isExpired, type ApplyBlockerKind, type Language, type PostingSummary } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { findCharityReplies } from './charity-replies.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { findCandidateByUser } from '../users/index.ts';
import { findApplicationOf, findLivePosting, type PostingRow } from './postings.repository.ts';
import { presentPosting } from './postings.presenter.ts';

export const POSTING_UNAVAILABLE = 'applications.errors.positionUnavailable';

/** The candidate the session acts as (selected involvement candidate), or null. */
export async function sessionCandidate(db: DbOrTx, session: SessionUser | null) {
  if (!session || session.involvement !== Involvement.candidate) return null;
  return findCandidateByUser(db, session.id);
}

export interface ApplyContext {
  posting: Pick<PostingRow, 'expiryDate' | 'charityPostingStatusId'>;
  candidate: { onboardingComplete: boolean } | null;
  applied: boolean;
}

/** Why this visitor cannot apply, in the spec's order (expired, not a candidate, onboarding, already applied). */
export function applyBlocker({ posting, candidate, applied }: ApplyContext): ApplyBlockerKind | null {
  if (isExpired(posting.expiryDate, new Date())) return 'expired';
  if (posting.charityPostingStatusId !== PostingStatus.open) return 'unavailable';
  if (!candidate) return 'notCandidate';
  if (!candidate.onboardingComplete) return 'onboarding';
  if (applied) return 'applied';
  return null;
}

/** One posting as its summary; 404 'The position is no longer available.' when unknown or deleted. */
export async function getPostingSummary(db: DbOrTx, id: number, session: SessionUser | null, language: Language = 'en'): Promise<PostingSummary> {
  const posting = await findLivePosting(db, id);
  if (!posting) throw AppError.notFound(POSTING_UNAVAILABLE);
  const candidate = await sessionCandidate(db, session);
  const applied = candidate ? (await findApplicationOf(db, candidate.id, id)) !== null : false;
  const summary = presentPosting(posting, { applied, applyBlocker: applyBlocker({ posting, candidate, applied }) }, language);
  return { ...summary, charityReplies: await findCharityReplies(db, posting.charityId) };
}
