import { asc, eq } from 'drizzle-orm';
import { DECLINE_REASONS, EARLIER_DECLINE_REASONS, type AddApplicationNote, type ApplicationNote, type ApplicationPipeline, type DeclineReason, type ShortlistApplication } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { applicationNotes, applicationShortlist, applicationStatusChanges, applicationStatuses, userInformations } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import * as repo from './applications.repository.ts';
import { kindDeclineNote } from './decline.ts';

const asDeclineReason = (value: string | null): DeclineReason | null => ([...DECLINE_REASONS, ...EARLIER_DECLINE_REASONS] as readonly string[]).includes(value ?? '') ? (value as DeclineReason) : null;

const fullName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

/** The application a pipeline call names, for its charity's policies (404 when there is none). */
async function subjectOf(db: DbOrTx, id: number) {
  const application = await repo.findApplicationForUpdate(db, id);
  if (!application) throw AppError.notFound();
  return application;
}

/** The application's moves, the charity's private notes and its star: the charity's readers and staff only. */
export async function getApplicationPipeline(db: DbOrTx, session: SessionUser, id: number): Promise<ApplicationPipeline> {
  const application = await subjectOf(db, id);
  authorize(session, 'application.notes', application);
  const [history, notes, star] = await Promise.all([
    db
      .select({
        statusId: applicationStatusChanges.toStatusId,
        statusName: applicationStatuses.name,
        at: applicationStatusChanges.createdAt,
        declineReason: applicationStatusChanges.declineReason,
        first: userInformations.firstName,
        last: userInformations.lastName,
      })
      .from(applicationStatusChanges)
      .innerJoin(applicationStatuses, eq(applicationStatuses.id, applicationStatusChanges.toStatusId))
      .leftJoin(userInformations, eq(userInformations.userId, applicationStatusChanges.changedByUserId))
      .where(eq(applicationStatusChanges.applicationId, id))
      .orderBy(asc(applicationStatusChanges.createdAt), asc(applicationStatusChanges.id)),
    db
      .select({ id: applicationNotes.id, note: applicationNotes.note, at: applicationNotes.createdAt, first: userInformations.firstName, last: userInformations.lastName })
      .from(applicationNotes)
      .leftJoin(userInformations, eq(userInformations.userId, applicationNotes.authorUserId))
      .where(eq(applicationNotes.applicationId, id))
      .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id)),
    db.select({ id: applicationShortlist.applicationId }).from(applicationShortlist).where(eq(applicationShortlist.applicationId, id)),
  ]);
  return {
    shortlisted: star.length > 0,
    history: history.map((h) => ({ status: { id: h.statusId, name: h.statusName }, by: fullName(h.first, h.last), at: h.at.toISOString(), declineReason: asDeclineReason(h.declineReason) })),
    declineMessage: kindDeclineNote(application.candidateLanguage, { name: application.candidateFirstName, position: application.positionName, charity: application.charityName }),
    notes: notes.map((n) => ({ id: n.id, note: n.note, author: fullName(n.first, n.last), at: n.at.toISOString() })),
  };
}

/** Adds a private note, recorded with its author (staff acting as a representative: the staff member) and time. */
export async function addApplicationNote(db: DbOrTx, session: SessionUser, id: number, body: AddApplicationNote): Promise<ApplicationNote> {
  authorize(session, 'application.notes', await subjectOf(db, id));
  const authorUserId = session.actingAdminUserId ?? session.id;
  const [row] = await db.insert(applicationNotes).values({ applicationId: id, note: body.note, authorUserId }).returning();
  const [author] = await db.select({ first: userInformations.firstName, last: userInformations.lastName }).from(userInformations).where(eq(userInformations.userId, authorUserId)).limit(1);
  return { id: row!.id, note: row!.note, author: fullName(author?.first ?? null, author?.last ?? null), at: row!.createdAt.toISOString() };
}

/** Stars or unstars an application on the charity's shortlist; asking for what is already so changes nothing. */
export async function setApplicationShortlisted(db: DbOrTx, session: SessionUser, id: number, body: ShortlistApplication): Promise<ShortlistApplication> {
  const application = await subjectOf(db, id);
  authorize(session, 'application.shortlist', application);
  if (body.shortlisted) {
    await db
      .insert(applicationShortlist)
      .values({ applicationId: id, charityId: application.charityId, starredByUserId: session.actingAdminUserId ?? session.id })
      .onConflictDoNothing();
  } else {
    await db.delete(applicationShortlist).where(eq(applicationShortlist.applicationId, id));
  }
  return { shortlisted: body.shortlisted };
}
