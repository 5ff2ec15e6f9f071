import {
  calendarDay,
  defineListSpec,
  referenceName,
  postingDateIssues,
  postingStatusLabel,
  PostingStatus,
  type CharityPosting,
  type CharityPostingList,
  type ListQuery,
  type PostingInput,
  type PostingShare,
} from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Deps } from '../../platform/deps.ts';
import { readListQuery } from '../../platform/list-query/list-query.ts';
import { plainText, sanitizeRichText } from '../../platform/rich-text/rich-text.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { enqueueMail, MailPriority } from '../../platform/mail/outbox.ts';
import { recipientLanguage, writeMail } from '../mail/index.ts';
import { requireActivePosition } from '../positions/index.ts';
import * as repo from './charity-postings.repository.ts';
import { findPostingRows } from './postings.repository.ts';
import { presentCharityPosting } from './postings.presenter.ts';

const NOT_SHAREABLE = 'charityPostings.errors.notShareable';
const CLOSED = 'charityPostings.errors.closed';

const postingList = defineListSpec({
  filters: {
    positionId: { type: 'ids', aliases: ['charityPositionId', 'positions'] },
    postingId: { type: 'ids', aliases: ['charityPostingId', 'id'] },
  },
  sort: { id: 'id', position: 'position', charityPosition: 'position', datePosted: 'datePosted', expiryDate: 'expiryDate', startDate: 'startDate', endDate: 'endDate' } satisfies Record<
    string,
    repo.CharityPostingSortField
  >,
  defaultSize: 20,
  maxSize: 100,
  allCap: 1000,
});

async function presentIds(db: DbOrTx, ids: number[]): Promise<CharityPosting[]> {
  const [rows, counts] = await Promise.all([findPostingRows(db, ids, { live: true }), repo.countApplications(db, ids)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const today = calendarDay();
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentCharityPosting(row, counts.get(id) ?? 0, today)] : [];
  });
}

/** Posted Positions: the charity's live postings with their status and applicant counts, paged in SQL. */
export async function listCharityPostings(db: DbOrTx, session: SessionUser, charityId: number, q: ListQuery): Promise<CharityPostingList> {
  authorize(session, 'posting.list-own', { charityId });
  const { filter, page, sort } = readListQuery(q, postingList, { actor: session });
  const { ids, total } = await repo.findCharityPostingIds(db, { charityId, positionIds: filter.positionId, postingIds: filter.postingId }, page, sort);
  return { postings: await presentIds(db, ids), total };
}

async function livePosting(db: DbOrTx, id: number) {
  const posting = await repo.findPostingForUpdate(db, id);
  if (!posting) throw AppError.notFound('applications.errors.positionUnavailable');
  return posting;
}

/** The form's rules beyond its shape: a description with words, the dates against today, an active position of the charity. */
async function checkInput(db: DbOrTx, input: PostingInput, unchanged: { startDate?: string; expiryDate?: string } = {}) {
  const description = sanitizeRichText(input.description) ?? '';
  const issues: { path: string; message: string }[] = [];
  if (!plainText(description).trim()) issues.push({ path: 'description', message: 'charityPostings.validation.mustBeFilled' });
  issues.push(...postingDateIssues(input, calendarDay(), unchanged));
  if (issues.length) throw AppError.badRequest('errors.allRequired', issues, 'VALIDATION');
  await requireActivePosition(db, input.charityId, input.charityPositionId);
  return description;
}

export async function createCharityPosting(db: DbOrTx, session: SessionUser, input: PostingInput): Promise<CharityPosting> {
  authorize(session, 'posting.create', { charityId: input.charityId });
  const description = await checkInput(db, input);
  const id = await db.transaction((tx) =>
    repo.insertPosting(
      tx,
      {
        charityId: input.charityId,
        charityPositionId: input.charityPositionId,
        // The representative who posts it; staff post without one.
        charityRepresentativeId: session.charityId === input.charityId ? session.charityRepresentativeId : null,
        description,
        specialRequirements: input.specialRequirements,
        startDate: input.startDate,
        endDate: input.endDate,
        expiryDate: input.expiryDate,
      },
      input.skills,
    ),
  );
  return (await presentIds(db, [id]))[0]!;
}

export async function updateCharityPosting(db: DbOrTx, session: SessionUser, id: number, input: PostingInput): Promise<CharityPosting> {
  const posting = await livePosting(db, id);
  authorize(session, 'posting.update', posting);
  if (input.charityId !== posting.charityId) throw AppError.badRequest('errors.invalidInput', [{ path: 'charityId', message: 'errors.invalidInput' }]);
  const description = await checkInput(db, input, { startDate: posting.startDate, expiryDate: posting.expiryDate });
  await db.transaction((tx) =>
    repo.updatePosting(
      tx,
      id,
      {
        charityPositionId: input.charityPositionId,
        description,
        specialRequirements: input.specialRequirements,
        startDate: input.startDate,
        endDate: input.endDate,
        expiryDate: input.expiryDate,
      },
      input.skills,
    ),
  );
  return (await presentIds(db, [id]))[0]!;
}

/** Close: no new applications (status 2, shown FULFILLED); those who applied stay. There is no reopening. */
export async function closeCharityPosting(db: DbOrTx, session: SessionUser, id: number): Promise<CharityPosting> {
  const posting = await livePosting(db, id);
  authorize(session, 'posting.update', posting);
  if (posting.charityPostingStatusId === PostingStatus.fulfilled) throw AppError.badRequest(CLOSED);
  await repo.setPostingStatus(db, id, PostingStatus.fulfilled);
  return (await presentIds(db, [id]))[0]!;
}

export async function deleteCharityPosting(db: DbOrTx, session: SessionUser, id: number): Promise<void> {
  const posting = await livePosting(db, id);
  authorize(session, 'posting.delete', posting);
  await repo.softDeletePosting(db, id);
}

/** E-mails an open posting to someone, with a link to it; the share is recorded with the mail in one transaction. */
export async function shareCharityPosting(deps: Deps, session: SessionUser, id: number, input: PostingShare, senderLanguage: 'en' | 'fr'): Promise<true> {
  const posting = await livePosting(deps.db, id);
  authorize(session, 'posting.share', posting);
  await deps.limiter.hit([{ key: `share:user:${session.id}`, limit: { max: 30, windowSeconds: 3600 } }]);
  const [row] = await findPostingRows(deps.db, [id], { live: true });
  if (!row || postingStatusLabel(row.charityPostingStatusId, row.expiryDate, calendarDay()) !== 'OPEN') throw AppError.badRequest(NOT_SHAREABLE);
  await deps.db.transaction(async (tx) => {
    await repo.insertShare(tx, { charityPostingId: id, sentByUserId: session.actingAdminUserId ?? session.id, toName: input.toName, toEmail: input.toEmail, fromName: input.fromName, subject: input.subject, customBody: input.customBody || null });
    const language = await recipientLanguage(tx, input.toEmail, senderLanguage);
    const message = input.customBody ? `${input.customBody}\n\n` : '';
    const { text } = writeMail('postingShare', language, {
      toName: input.toName,
      fromName: input.fromName,
      position: referenceName('positions', row.positionName, language),
      charity: row.charityName,
      message,
      link: `${deps.config.appUrl}/search?pid=${id}`,
    });
    await enqueueMail(tx, { to: input.toEmail, subject: input.subject, text }, MailPriority.notification);
  });
  deps.flushMail();
  return true;
}
