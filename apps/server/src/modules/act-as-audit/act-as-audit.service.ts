import { defineListSpec, isAuditDay, type ActAsCsvQuery, type ActAsEntry, type ActAsList, type ActAsStaff, type Language, type StaffActionList } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { readListQuery } from '../../platform/list-query/list-query.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import * as repo from './act-as-audit.repository.ts';
import { presentActAsCsv, presentActAsEntry, presentActingStaff, presentStaffAction, presentStaffActionsCsv } from './act-as-audit.presenter.ts';

/** Filters: the staff member (StaffUserId), a date range (From, To: YYYY-MM-DD, whole days in UTC); Search: the acted-as user. */
const actAsList = defineListSpec({
  filters: { staffUserId: { type: 'id' }, from: { type: 'strings' }, to: { type: 'strings' } },
  sort: {},
  defaultSize: 20,
  maxSize: 100,
});

/** Rows in one CSV export at most. */
export const CSV_ROW_CAP = 10_000;

const DAY_MS = 86_400_000;

function dayRange(from: string | undefined, to: string | undefined, pathPrefix: string): Pick<repo.ActAsFilter, 'from' | 'to'> {
  const issues = [
    ...(from !== undefined && !isAuditDay(from) ? [{ path: `${pathPrefix}from`, message: 'actAsAudit.badDate' }] : []),
    ...(to !== undefined && !isAuditDay(to) ? [{ path: `${pathPrefix}to`, message: 'actAsAudit.badDate' }] : []),
  ];
  if (issues.length) throw AppError.badRequest('errors.invalidInput', issues);
  return {
    from: from ? new Date(`${from}T00:00:00Z`) : undefined,
    to: to ? new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS) : undefined,
  };
}

async function entries(db: DbOrTx, rows: repo.ActAsRow[], language: Language): Promise<ActAsEntry[]> {
  const changes = await repo.findChanges(db, rows.map((r) => r.id));
  return rows.map((r) => presentActAsEntry(r, changes, language));
}

/** POST /api/act-as-audits/read: staff role Admin only. */
export async function findActAs(db: DbOrTx, actor: SessionUser, body: unknown, language: Language): Promise<ActAsList> {
  authorize(actor, 'act-as-audit.read');
  const { filter, page, search } = readListQuery(body, actAsList, { actor, requireOverride: true });
  const range = dayRange(filter.from?.[0], filter.to?.[0], 'Filters.');
  const { rows, total, totalCapped } = await repo.findActAs(db, { staffUserId: filter.staffUserId, search: search ?? undefined, ...range }, page);
  return { actAs: await entries(db, rows, language), total, totalCapped };
}

/** GET /api/act-as-audits/staff: who has acted as someone, for the filter. */
export async function findActingStaff(db: DbOrTx, actor: SessionUser): Promise<ActAsStaff[]> {
  authorize(actor, 'act-as-audit.read');
  return (await repo.findActingStaff(db)).map(presentActingStaff);
}

/** GET /api/act-as-audits/csv: the same filters, every matching row (up to CSV_ROW_CAP), in the request's language. */
export async function exportActAsCsv(db: DbOrTx, actor: SessionUser, query: ActAsCsvQuery, language: Language): Promise<string> {
  authorize(actor, 'act-as-audit.read');
  const search = query.search?.trim() || undefined;
  const { rows } = await repo.findActAs(db, { staffUserId: query.staffUserId, search, ...dayRange(query.from, query.to, '') }, { offset: 0, limit: CSV_ROW_CAP });
  return presentActAsCsv(await entries(db, rows, language), language);
}

/** POST /api/act-as-audits/staff-actions/read: staff members' own writes and act-as attempts, in words (staff role Admin only). */
export async function findStaffActions(db: DbOrTx, actor: SessionUser, body: unknown, language: Language): Promise<StaffActionList> {
  authorize(actor, 'act-as-audit.read');
  const { filter, page, search } = readListQuery(body, actAsList, { actor, requireOverride: true });
  const range = dayRange(filter.from?.[0], filter.to?.[0], 'Filters.');
  const { rows, total, totalCapped } = await repo.findStaffActions(db, { staffUserId: filter.staffUserId, search: search ?? undefined, ...range }, page);
  return { actions: rows.map((r) => presentStaffAction(r, language)), total, totalCapped };
}

/** GET /api/act-as-audits/staff-actions/csv: the same filters, every matching staff action (up to CSV_ROW_CAP), in words. */
export async function exportStaffActionsCsv(db: DbOrTx, actor: SessionUser, query: ActAsCsvQuery, language: Language): Promise<string> {
  authorize(actor, 'act-as-audit.read');
  const search = query.search?.trim() || undefined;
  const { rows } = await repo.findStaffActions(db, { staffUserId: query.staffUserId, search, ...dayRange(query.from, query.to, '') }, { offset: 0, limit: CSV_ROW_CAP });
  return presentStaffActionsCsv(rows.map((r) => presentStaffAction(r, language)), language);
}
