import {
  APPLY_BLOCKER_KEYS,
  ApplicationStatus,
  defineListSpec,
  can,
  isCandidate,
  isRepresentative,
  isMessageKey,
  referenceName,
  translate,
  type Application,
  type ApplicationList,
  type ApplicationPatch,
  type DeclineReason,
  type DeclineSeveral,
  type CreateApplication,
  type InviteCandidate,
  readApplicationPatch,
  type ListQuery,
} from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { readListQuery } from '../../platform/list-query/list-query.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../platform/errors/db-errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { enqueueMail, MailPriority } from '../../platform/mail/outbox.ts';
import { recipientLanguage, recipientLanguages, writeMail } from '../mail/index.ts';
import { findCharityRecipients, findUserById } from '../users/index.ts';
import { findPostingRows, findApplicationOf, findLivePosting, POSTING_UNAVAILABLE, applyBlocker, sessionCandidate } from '../postings/index.ts';
import * as repo from './applications.repository.ts';
import { presentApplication } from './applications.presenter.ts';
import { declineMailNote, kindDeclineNote } from './decline.ts';
import { findLatestInterviews } from './interviews.repository.ts';
import { dropUnbookedInterview, endInterviewWithApplication } from './interviews.service.ts';

const STATUS_FAILED = 'applications.errors.statusUpdateFailed';

/** The spec's list query for applications: filter names and their aliases, sortable columns. */
const applicationList = defineListSpec({
  filters: {
    candidateId: { type: 'ids' },
    charityId: { type: 'ids' },
    postingId: { type: 'ids', aliases: ['charityPostingId'] },
    positionId: { type: 'ids', aliases: ['charityPositionId'] },
    applicationStatusId: { type: 'intEnums', values: Object.values(ApplicationStatus), aliases: ['status'] },
    shortlisted: { type: 'boolean' },
  },
  sort: {
    applicationDate: 'applicationDate',
    position: 'position',
    charityPosition: 'position',
    charity: 'charity',
    status: 'status',
    applicationStatus: 'status',
  } satisfies Record<string, repo.ApplicationSortField>,
  defaultSize: -1,
  maxSize: 100,
  allCap: 1000,
});

/** Limits a requested id filter to the one id the viewer may see; 403 when they asked for another. */
function ownOnly(requested: number[] | undefined, own: number): number[] {
  if (requested?.length && requested.some((id) => id !== own)) throw AppError.forbidden();
  return [own];
}

/** The charity's star is the charity's: a candidate is never told whether they are on the shortlist. */
function asSeenBy(session: SessionUser, application: Application): Application {
  return application.shortlisted && !can(session, 'application.notes', application) ? { ...application, shortlisted: false } : application;
}

async function present(db: DbOrTx, rows: repo.ApplicationRow[], now: Date): Promise<Application[]> {
  const postings = await findPostingRows(db, [...new Set(rows.map((r) => r.postingId))], { live: false });
  const byId = new Map(postings.map((p) => [p.id, p]));
  const interviews = await findLatestInterviews(db, rows.map((r) => r.id));
  return rows.map((r) => presentApplication(r, byId.get(r.postingId)!, now, interviews.get(r.id) ?? null));
}

/** A candidate sees their own applications, a representative their charity's, staff any. */
export async function listApplications(db: DbOrTx, session: SessionUser, q: ListQuery, now: Date): Promise<ApplicationList> {
  authorize(session, 'application.list');
  const { filter: f, page, sort, search } = readListQuery(q, applicationList, { actor: session });
  const filter: repo.ApplicationListFilter = {
    search,
    candidateIds: f.candidateId,
    charityIds: f.charityId,
    postingIds: f.postingId,
    positionIds: f.positionId,
    statusIds: f.applicationStatusId,
    shortlisted: f.shortlisted,
  };
  if (isCandidate(session)) {
    filter.candidateIds = ownOnly(filter.candidateIds, session.candidateId);
    // Counting their own applications on the shortlist would tell them what the star is kept from them for.
    if (filter.shortlisted !== undefined) throw AppError.forbidden();
  }
  if (isRepresentative(session)) {
    // A charity's applications belong to its postings: its roles must let the representative read them.
    authorize(session, 'application.read-charity', { charityId: session.charityId });
    filter.charityIds = ownOnly(filter.charityIds, session.charityId);
  }
  const { rows, total, totalCapped } = await repo.findApplications(db, filter, page, sort);
  return { applications: (await present(db, rows, now)).map((a) => asSeenBy(session, a)), total, totalCapped };
}

/** One application as this session sees it (the charity's star kept from the candidate). */
export const presentTo = (session: SessionUser, now: () => Date) => async (db: DbOrTx, id: number) => asSeenBy(session, await getApplication(db, id, now()));

async function getApplication(db: DbOrTx, id: number, now: Date): Promise<Application> {
  const row = await repo.findApplicationRowById(db, id);
  if (!row) throw AppError.notFound();
  const [application] = await present(db, [row], now);
  return application!;
}

const BLOCKER_STATUS = { expired: 400, unavailable: 400, notCandidate: 403, onboarding: 403, applied: 409 } as const;

/** Applies for a posting: the posting gives the charity and position; one application per candidate and posting. */
export async function createApplication(deps: Deps, session: SessionUser, body: CreateApplication): Promise<Application> {
  const { db } = deps;
  const posting = await findLivePosting(db, body.postingId);
  if (!posting) throw AppError.notFound(POSTING_UNAVAILABLE);
  const candidate = await sessionCandidate(db, session);
  const applied = candidate ? (await findApplicationOf(db, candidate.id, posting.id)) !== null : false;
  const blocker = applyBlocker({ posting, candidate, applied });
  if (blocker) {
    const status = BLOCKER_STATUS[blocker];
    throw new AppError(blocker === 'applied' ? 'CONFLICT' : 'APPLY_BLOCKED', status, APPLY_BLOCKER_KEYS[blocker]);
  }
  const candidateId = candidate!.id;
  let application: Application;
  try {
    application = await db.transaction(async (tx) => {
      const created = await repo.insertApplication(tx, {
        postingId: posting.id,
        candidateId,
        charityId: posting.charityId,
        charityPositionId: posting.charityPositionId,
        description: body.description,
      });
      await repo.insertStatusChange(tx, { applicationId: created.id, fromStatusId: null, toStatusId: created.applicationStatusId, changedByUserId: session.actingAdminUserId ?? session.id });
      const createdApplication = await getApplication(tx, created.id, deps.now());
      const values = {
        candidate: `${createdApplication.candidate.firstName} ${createdApplication.candidate.lastName}`,
        position: posting.positionName,
        postingId: posting.id,
        charity: posting.charityName,
        link: `${deps.config.appUrl}/charity-postings`,
      };
      // Only those who may open the charity's applications: never Basic Access, never a former board member.
      const languages = await recipientLanguages(tx, await findCharityRecipients(tx, posting.charityId, 'application.read-charity'));
      for (const [to, language] of languages) {
        await enqueueMail(tx, { to, ...writeMail('newApplication', language, { ...values, position: referenceName('positions', values.position, language) }) }, MailPriority.notification);
      }
      // The candidate's receipt: what they applied for and where to follow it.
      const applicant = await findUserById(tx, session.id);
      if (applicant) {
        const language = await recipientLanguage(tx, applicant.userName);
        const receipt = { ...values, position: referenceName('positions', values.position, language), name: createdApplication.candidate.firstName, link: `${deps.config.appUrl}/candidate-postings` };
        await enqueueMail(tx, { to: applicant.userName, ...writeMail('applicationReceipt', language, receipt) }, MailPriority.notification);
      }
      return createdApplication;
    });
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw AppError.conflict(APPLY_BLOCKER_KEYS.applied);
    throw err;
  }
  deps.flushMail();
  return application;
}

/** Moves an application's status by the spec's rules for its candidate, its charity's representatives and staff. */
export async function changeApplicationStatus(deps: Deps, session: SessionUser, id: number, patch: ApplicationPatch): Promise<Application> {
  const { db } = deps;
  const application = await repo.findApplicationForUpdate(db, id);
  if (!application) throw AppError.notFound();
  authorize(session, 'application.change-status', application);

  const from = application.applicationStatusId;
  const { to, declineReason, message } = readApplicationPatch(patch);
  if (!can(session, 'application.move', { ...application, from, to })) throw AppError.badRequest(STATUS_FAILED, [{ path: 'applicationStatusId', message: STATUS_FAILED }]);
  // A reason is the charity's, and only for a decline.
  if (declineReason && to !== ApplicationStatus.declinedByCharity) throw AppError.badRequest('errors.invalidInput', [{ path: 'declineReason', message: 'errors.invalidInput' }]);

  const updated = await db.transaction((tx) => moveApplication(tx, deps, session, application, { to, declineReason, message }));
  deps.flushMail();
  return asSeenBy(session, updated);
}

type ApplicationForUpdate = NonNullable<Awaited<ReturnType<typeof repo.findApplicationForUpdate>>>;

/**
 * One status move inside the caller's transaction: the status (only if still what was read), its record, and the
 * e-mail (the charity's moves to the candidate, the candidate's to the charity). A decline always tells the candidate
 * something: the charity's message, or its kind note in the candidate's language; never its private reason.
 */
async function moveApplication(
  tx: DbOrTx,
  deps: Deps,
  session: SessionUser,
  application: ApplicationForUpdate,
  { to, declineReason, message }: { to: number; declineReason: DeclineReason | null; message: string | null },
): Promise<Application> {
  const id = application.id;
  const from = application.applicationStatusId;
  const declining = to === ApplicationStatus.declinedByCharity;
  if (!(await repo.updateApplicationStatus(tx, id, from, to))) throw AppError.badRequest(STATUS_FAILED);
  // A closed application's interview is called off with it, and taken off both calendars.
  if (declining || to === ApplicationStatus.withdrawn) await endInterviewWithApplication(tx, deps, id, to === ApplicationStatus.withdrawn);
  else if (to !== ApplicationStatus.interview) await dropUnbookedInterview(tx, id);
  const changed = await getApplication(tx, id, deps.now());
  const values = {
    candidate: `${changed.candidate.firstName} ${changed.candidate.lastName}`,
    position: changed.charityPosition.name,
    postingId: changed.postingId,
    charity: changed.charity.name,
  };
  // The candidate's own moves (withdraw, deny, accept) go to the charity; the charity's to the candidate.
  const toCharity = to === ApplicationStatus.withdrawn || to === ApplicationStatus.accepted;
  const recipients = toCharity ? await findCharityRecipients(tx, application.charityId, 'application.read-charity') : [application.candidateEmail];
  const languages = await recipientLanguages(tx, recipients);
  // A decline always carries a message: the charity's, or its kind note in the candidate's language.
  const told = declining ? (message ?? kindDeclineNote(languages.get(application.candidateEmail.toLowerCase()) ?? 'en', { name: changed.candidate.firstName, position: values.position, charity: values.charity })) : message;
  await repo.insertStatusChange(tx, { applicationId: id, fromStatusId: from, toStatusId: to, changedByUserId: session.actingAdminUserId ?? session.id, message: told, declineReason });
  const link = `${deps.config.appUrl}/${toCharity ? 'charity-postings' : 'candidate-postings'}`;
  for (const [recipient, language] of languages) {
    const statusKey = `applications.statuses.${changed.applicationStatus.id}`;
    const status = isMessageKey(statusKey) ? translate(statusKey, {}, language) : changed.applicationStatus.name;
    const note = declining
      ? await declineMailNote(tx, language, told!, application, deps.now())
      : told
        ? `${translate('applications.mail.charityNote', {}, language)}\n${told}\n\n`
        : '';
    await enqueueMail(tx, { to: recipient, ...writeMail('applicationStatus', language, { ...values, position: referenceName('positions', values.position, language), status, link, note }) }, MailPriority.notification);
  }
  return changed;
}

/**
 * 'Invite for Interview': a representative who found a candidate under one of the charity's open postings
 * creates that candidate's application in Interview and e-mails them, in one transaction.
 */
export async function inviteCandidateForInterview(deps: Deps, session: SessionUser, postingId: number, body: InviteCandidate): Promise<Application> {
  const { db } = deps;
  const posting = await findLivePosting(db, postingId);
  if (!posting) throw AppError.notFound(POSTING_UNAVAILABLE);
  authorize(session, 'application.invite', posting);
  const candidate = await repo.findInvitableCandidate(db, body.candidateId);
  if (!candidate) throw AppError.notFound('applications.errors.candidateNotInvitable', 'NOT_FOUND');
  const blocker = applyBlocker({ posting, candidate: { onboardingComplete: true }, applied: false });
  if (blocker === 'expired' || blocker === 'unavailable') throw AppError.badRequest(APPLY_BLOCKER_KEYS[blocker]);
  if (await findApplicationOf(db, candidate.id, posting.id)) throw AppError.conflict('applications.errors.alreadyInvited');
  let application: Application;
  try {
    application = await db.transaction(async (tx) => {
      const created = await repo.insertApplication(tx, {
        postingId: posting.id,
        candidateId: candidate.id,
        charityId: posting.charityId,
        charityPositionId: posting.charityPositionId,
        description: '',
        applicationStatusId: ApplicationStatus.interview,
      });
      await repo.insertStatusChange(tx, { applicationId: created.id, fromStatusId: null, toStatusId: ApplicationStatus.interview, changedByUserId: session.actingAdminUserId ?? session.id });
      const invited = await getApplication(tx, created.id, deps.now());
      const language = await recipientLanguage(tx, candidate.email);
      const values = { name: candidate.firstName, position: referenceName('positions', posting.positionName, language), postingId: posting.id, charity: posting.charityName, link: `${deps.config.appUrl}/candidate-postings` };
      await enqueueMail(tx, { to: candidate.email, ...writeMail('interviewInvitation', language, values) }, MailPriority.notification);
      return invited;
    });
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw AppError.conflict('applications.errors.alreadyInvited');
    throw err;
  }
  deps.flushMail();
  return application;
}

/**
 * 'Decline several': applications of the charity declined at once, one private reason and one message (left empty,
 * each candidate gets the kind note in their language). All or none: an application that is not the charity's, or
 * that may not be declined now, refuses the whole request, naming it.
 */
export async function declineSeveral(deps: Deps, session: SessionUser, body: DeclineSeveral): Promise<{ declined: number }> {
  const ids = [...new Set(body.applicationIds)];
  const to = ApplicationStatus.declinedByCharity;
  const rows = await Promise.all(ids.map((id) => repo.findApplicationForUpdate(deps.db, id)));
  rows.forEach((row, i) => {
    if (!row) throw AppError.badRequest('errors.notFound', [{ path: `applicationIds.${body.applicationIds.indexOf(ids[i]!)}`, message: 'errors.notFound' }]);
    authorize(session, 'application.answer', row);
    if (!can(session, 'application.move', { ...row, from: row.applicationStatusId, to })) {
      throw AppError.badRequest(STATUS_FAILED, [{ path: `applicationIds.${body.applicationIds.indexOf(row.id)}`, message: STATUS_FAILED }]);
    }
  });
  await deps.db.transaction(async (tx) => {
    for (const row of rows) await moveApplication(tx, deps, session, row!, { to, declineReason: body.declineReason, message: body.message || null });
  });
  deps.flushMail();
  return { declined: rows.length };
}
