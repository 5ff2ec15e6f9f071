import { PostingStatus, SUGGESTIONS_LIMIT, can, isExpired, rankCandidatesFor, referenceName, type InviteToApply, type Language, type PostingInvitation, type SuggestedCandidates } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { enqueueMail, MailPriority } from '../../platform/mail/outbox.ts';
import { recipientLanguage, writeMail } from '../mail/index.ts';
import { POSTING_UNAVAILABLE, findApplicationOf, findLivePosting, type PostingRow } from '../postings/index.ts';
import * as repo from './matching.repository.ts';
import { fitPostingOf } from './fit-target.ts';
import { presentSuggestedCandidate } from './matching.presenter.ts';

const CLOSED = 'matching.errors.postingClosed';

/**
 * The posting, for a representative of its charity who reviews candidates. Another charity's posting answers 404, as
 * an unknown one: whether it exists is not theirs to learn. Suggestions and invitations are for open postings only.
 */
async function openPostingFor(db: DbOrTx, session: SessionUser, id: number): Promise<PostingRow> {
  const posting = await findLivePosting(db, id);
  if (!posting || !can(session, 'posting.suggest-candidates', posting)) throw AppError.notFound(POSTING_UNAVAILABLE);
  if (posting.charityPostingStatusId !== PostingStatus.open || isExpired(posting.expiryDate, new Date())) throw AppError.badRequest(CLOSED);
  return posting;
}

/** 'Suggested candidates': the ten who fit the posting best among those who allow review, each with why and gaps. */
export async function findSuggestedCandidates(db: DbOrTx, session: SessionUser, id: number): Promise<SuggestedCandidates> {
  const posting = await openPostingFor(db, session, id);
  const fitPosting = await fitPostingOf(db, posting);
  const pool = await repo.findCandidatePool(db, posting.id, fitPosting);
  const ranked = rankCandidatesFor(fitPosting, pool, SUGGESTIONS_LIMIT);
  return { postingId: posting.id, candidates: ranked.map(presentSuggestedCandidate) };
}

/**
 * 'Invite to apply': one invitation, and one e-mail, per candidate and posting. A second click (or a second
 * representative) finds the invitation there and sends nothing more. The mail goes to the candidate alone, in their
 * language: the charity, the position, a link to the posting, and that they may ignore it.
 */
export async function inviteToApply(deps: Deps, session: SessionUser, id: number, body: InviteToApply): Promise<PostingInvitation> {
  const { db } = deps;
  const posting = await openPostingFor(db, session, id);
  const candidate = await repo.findReviewableCandidate(db, body.candidateId);
  if (!candidate) throw AppError.notFound('matching.errors.candidateUnavailable');
  if (await findApplicationOf(db, candidate.id, posting.id)) throw AppError.conflict('matching.errors.alreadyApplied');
  await db.transaction(async (tx) => {
    const written = await repo.insertInvitation(tx, { charityPostingId: posting.id, candidateId: candidate.id, invitedByUserId: session.actingAdminUserId ?? session.id });
    if (!written) return;
    const language: Language = await recipientLanguage(tx, candidate.email);
    const values = {
      name: candidate.firstName,
      charity: posting.charityName,
      position: referenceName('positions', posting.positionName, language),
      postingId: posting.id,
      link: `${deps.config.appUrl}/search?pid=${posting.id}`,
    };
    await enqueueMail(tx, { to: candidate.email, ...writeMail('postingInvitation', language, values) }, MailPriority.notification);
  });
  deps.flushMail();
  const invitation = await repo.findInvitation(db, posting.id, candidate.id);
  if (!invitation) throw AppError.notFound('matching.errors.candidateUnavailable');
  return { postingId: invitation.postingId, candidateId: invitation.candidateId, invitedAt: invitation.createdAt.toISOString() };
}
