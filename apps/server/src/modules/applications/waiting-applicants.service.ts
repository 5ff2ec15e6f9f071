import { defineListSpec, type Language, type WaitingApplicant, type WaitingApplicantList, type WaitingReminder } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { readListQuery } from '../../platform/list-query/list-query.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { findCharityPeopleWhoMay, type CharityRecipient } from '../users/index.ts';
import { sendCharityReminder, workingDaysWaited } from './reply-clock.job.ts';
import * as repo from './waiting-applicants.repository.ts';
import { presentWaitingApplicant, presentWaitingApplicantsCsv } from './waiting-applicants.presenter.ts';

/** The list's one filter (charityId) and its pages; its order is fixed: by charity, the longest waiting first. */
const waitingList = defineListSpec({ filters: { charityId: { type: 'ids' } }, sort: {}, defaultSize: 20, maxSize: 100 });

/** Rows in one CSV export at most. */
export const CSV_ROW_CAP = 10_000;

/** Each row with its days waited and the representatives to call (read once per charity on the page). */
async function present(db: DbOrTx, rows: repo.OverdueApplication[], now: Date, language: Language): Promise<WaitingApplicant[]> {
  const people = new Map<number, CharityRecipient[]>();
  for (const charityId of new Set(rows.map((r) => r.charityId))) {
    people.set(charityId, await findCharityPeopleWhoMay(db, charityId, 'application.answer', { verifiedOnly: true }));
  }
  return rows.map((r) => presentWaitingApplicant(r, people.get(r.charityId)!, workingDaysWaited(r.applicationDate, now, r.province), language));
}

/** POST /api/staff/waiting-applicants/read: every overdue application by charity, paged in SQL (AdminOverride). */
export async function listWaitingApplicants(deps: Deps, actor: SessionUser, body: unknown, language: Language): Promise<WaitingApplicantList> {
  authorize(actor, 'application.waiting-list');
  const { filter, page } = readListQuery(body, waitingList, { actor, requireOverride: true });
  const { rows, total } = await repo.findOverdueApplications(deps.db, { charityIds: filter.charityId }, page);
  return { applicants: await present(deps.db, rows, deps.now(), language), total };
}

/** GET /api/staff/waiting-applicants/csv: the same list, every row (up to CSV_ROW_CAP), in the request's language. */
export async function exportWaitingApplicantsCsv(deps: Deps, actor: SessionUser, language: Language): Promise<string> {
  authorize(actor, 'application.waiting-list');
  const { rows } = await repo.findOverdueApplications(deps.db, {}, { offset: 0, limit: CSV_ROW_CAP });
  return presentWaitingApplicantsCsv(await present(deps.db, rows, deps.now(), language), language);
}

/**
 * 'Remind': the 'Reply overdue' reminder again, to the representatives who may answer the application, at most once
 * a day per application (a second press within the day is a 409 that says so). Its mail and the mark are one
 * transaction.
 */
export async function remindWaitingApplicant(deps: Deps, actor: SessionUser, id: number): Promise<WaitingReminder> {
  authorize(actor, 'application.waiting-list');
  const now = deps.now();
  const reminder = await deps.db.transaction(async (tx) => {
    const application = await repo.findOverdueApplicationForUpdate(tx, id);
    if (!application) throw AppError.notFound();
    if (!(await repo.markReminded(tx, id, now))) throw AppError.conflict('waitingApplicants.alreadyReminded');
    const days = workingDaysWaited(application.applicationDate, now, application.province);
    const recipients = await sendCharityReminder(tx, application.charityId, [{ application, days }], 'replyOverdue', deps.config.appUrl);
    return { remindedAt: now.toISOString(), recipients };
  });
  deps.flushMail();
  return reminder;
}
