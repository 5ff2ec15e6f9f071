import { createHash } from 'node:crypto';
import { ApplicationStatus } from '@boardmatch/shared';
import { and, desc, eq, inArray, isNull, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { intArrayParam, preparedPerDatabase } from '../../db/prepared.ts';
import { provinceOf } from './reply-clock.repository.ts';
import { collated, countCappedExcept, existsPerRow, foldedPattern, sortOrder } from '../../db/list-sql.ts';
import {
  applicationStatusChanges,
  candidateMatchingPreferences,
  applicationStatuses,
  applications,
  candidates,
  charities,
  charityPositions,
  charityRepresentatives,
  userInformations,
  users,
} from '../../db/schema/index.ts';

export interface ApplicationListFilter {
  candidateIds?: number[];
  charityIds?: number[];
  postingIds?: number[];
  positionIds?: number[];
  statusIds?: number[];
  /** The charity's shortlist (starred applications) only. */
  shortlisted?: boolean;
  search?: string | null;
}

export type ApplicationSortField = 'applicationDate' | 'position' | 'charity' | 'status';

const sortColumns = {
  applicationDate: applications.applicationDate,
  position: charityPositions.name,
  charity: charities.name,
  status: applicationStatuses.name,
} as const;

/** The application is on its charity's shortlist (migration 0021). */
const onShortlist = sql`exists (select 1 from "application_shortlist" where "application_shortlist"."application_id" = ${applications.id})`;

/**
 * A deleted candidate disappears from every list, their applications too: counted, they are the matches of the few
 * deleted candidates (found by their own index, migration 0018) taken from the count of every match.
 */
const ofDeletedCandidate = sql`${applications.candidateId} in (select ${candidates.id} from ${candidates} where ${candidates.deletedAt} is not null)`;

/** A value of a statement: inline (a parameter of this run) or a placeholder of a statement prepared once. */
type Param = (name: string, value: unknown) => SQLWrapper;
const inline: Param = (_name, value) => sql`${value}`;

/**
 * The filters, on the application row alone: the search reads the position's and the charity's names kept folded on
 * it (migration 0018), so a page or a count walks applications without joining either. `shape` names which filters
 * are set: the statement's text depends on nothing else (a list of ids is one array parameter).
 */
function where(f: ApplicationListFilter, param: Param = inline): { parts: SQL[]; shape: string } {
  const parts: SQL[] = [];
  const shape: string[] = [];
  const ids = (name: string, column: AnyColumn, values: number[] | undefined, noneMatchesNothing: boolean) => {
    if (!values || (!values.length && !noneMatchesNothing)) return;
    shape.push(values.length ? name : `${name}:none`);
    parts.push(values.length ? sql`${column} = any(${param(name, intArrayParam(values))}::int[])` : sql`false`);
  };
  ids('candidateIds', applications.candidateId, f.candidateIds, true);
  ids('charityIds', applications.charityId, f.charityIds, true);
  ids('postingIds', applications.postingId, f.postingIds, false);
  ids('positionIds', applications.charityPositionId, f.positionIds, false);
  ids('statusIds', applications.applicationStatusId, f.statusIds, false);
  if (f.shortlisted) {
    shape.push('shortlisted');
    parts.push(onShortlist);
  }
  const text = f.search?.trim();
  if (text) {
    shape.push('search');
    const pattern = param('search', foldedPattern(text));
    parts.push(sql`(${applications.foldedPositionName} like ${pattern} or ${applications.foldedCharityName} like ${pattern})`);
  }
  return { parts, shape: shape.join(',') };
}

/**
 * The names a row shows, each read by its key in a subquery rather than joined: PostgreSQL plans the page's statement
 * in about a third of the time of a six-table join (at 1000x: 1.6 ms against 5.3), and planning is most of its cost.
 */
const statusName = sql<string>`(select s.name from ${applicationStatuses} s where s.id = ${applications.applicationStatusId})`;
const charityName = sql<string>`(select c.name from ${charities} c where c.id = ${applications.charityId})`;
const positionName = sql<string>`(select p.name from ${charityPositions} p where p.id = ${applications.charityPositionId})`;

/** The order of a page's rows, by the same values as sortColumns (joined there for choosing the page's ids). */
const rowSortColumns = {
  applicationDate: applications.applicationDate,
  position: collated(positionName),
  charity: collated(charityName),
  status: collated(statusName),
} as const;

const listColumns = {
  id: applications.id,
  postingId: applications.postingId,
  candidateId: applications.candidateId,
  charityId: applications.charityId,
  charityPositionId: applications.charityPositionId,
  description: applications.description,
  applicationDate: applications.applicationDate,
  applicationStatusId: applications.applicationStatusId,
  statusName,
  charityName,
  positionName,
  isNotBoard: sql<boolean>`(select p.is_not_board from ${charityPositions} p where p.id = ${applications.charityPositionId})`,
  firstName: userInformations.firstName,
  lastName: userInformations.lastName,
  shortlisted: sql<boolean>`${onShortlist}`.mapWith(Boolean),
  /** The charity's province, for the working days a waiting application (Applied) has waited; read for those alone. */
  province: sql<string | null>`case when ${applications.applicationStatusId} = ${ApplicationStatus.applied} then ${provinceOf(applications.charityId)} end`,
};

/** (The candidate is joined: with a join, drizzle names every column with its table, which the subqueries above need.) */
function listQuery(db: DbOrTx) {
  return db
    .select(listColumns)
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(userInformations, eq(userInformations.userId, candidates.userId));
}

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplicationRowById>>>;

/** The page statements, prepared once per database and shape (filters set, order, paged or whole). */
const pageStatements = preparedPerDatabase(() => new Map<string, { execute(values: Record<string, unknown>): Promise<ApplicationRow[]> }>());
/**
 * Past this many shapes a page statement runs unprepared: each database connection keeps every statement prepared on
 * it, and a client choosing its filters and order could otherwise have it keep thousands.
 */
const MOST_PREPARED = 64;

/**
 * One page of applications with the total (capped: countCapped); filtering, sorting and paging in SQL. The page's
 * ids are chosen in a subquery joining only what the order needs (the statuses, charities and positions are each one
 * row per application: their keys are required), and its rows are read for those ids alone in the same statement.
 * That statement is built once per shape with placeholders and prepared: building its text took a fifth of the
 * server's time on this list, and PostgreSQL may then keep one plan for it rather than plan it on every call.
 */
export async function findApplications(
  db: DbOrTx,
  filter: ApplicationListFilter,
  page: { offset: number; limit: number | null },
  sort: { field: ApplicationSortField; isAscending: boolean }[],
) {
  const conditions = where(filter).parts;
  // Counted first: a list with no match (a search that finds nothing) is then answered without reading its rows.
  const { total, totalCapped } = await countCappedExcept(
    db,
    db.select({ id: applications.id }).from(applications).where(and(...conditions)),
    db.select({ id: applications.id }).from(applications).where(and(ofDeletedCandidate, ...conditions)),
  );
  if (total === 0) return { rows: [], total, totalCapped };

  const values: Record<string, unknown> = { offset: page.offset, limit: page.limit };
  const placeholders = where(filter, (name, value) => ((values[name] = value), sql.placeholder(name)));
  // A field sorted on again orders nothing more.
  const order = sort.filter((s, i) => sort.findIndex((o) => o.field === s.field) === i);
  const key = JSON.stringify([placeholders.shape, order.map((s) => [s.field, s.isAscending]), page.limit === null]);
  const statements = pageStatements(db);
  let statement = statements.get(key);
  if (!statement) {
    const built = pageStatement(db, placeholders.parts, order, page.limit !== null);
    if (statements.size >= MOST_PREPARED) return { rows: await built.execute(values), total, totalCapped };
    statement = built.prepare(`applications_page_${createHash('sha1').update(key).digest('hex').slice(0, 24)}`);
    statements.set(key, statement);
  }
  return { rows: await statement.execute(values), total, totalCapped };
}

function pageStatement(db: DbOrTx, conditions: SQL[], sort: { field: ApplicationSortField; isAscending: boolean }[], paged: boolean) {
  const orderBy = (columns: Record<ApplicationSortField, AnyColumn | SQLWrapper>) => [...(sort.length ? sortOrder(sort, columns) : [desc(applications.applicationDate)]), desc(applications.id)];
  const fields = new Set(sort.map((s) => s.field));
  // A listed application's candidate is live and has their user information (the rows join it for the name).
  const listed = existsPerRow(
    sql`select 1 from ${candidates} join ${userInformations} on ${userInformations.userId} = ${candidates.userId} where ${candidates.id} = ${applications.candidateId} and ${candidates.deletedAt} is null`,
  );
  let ids = db.select({ id: applications.id }).from(applications).$dynamic();
  if (fields.has('status')) ids = ids.innerJoin(applicationStatuses, eq(applicationStatuses.id, applications.applicationStatusId));
  if (fields.has('charity')) ids = ids.innerJoin(charities, eq(charities.id, applications.charityId));
  if (fields.has('position')) ids = ids.innerJoin(charityPositions, eq(charityPositions.id, applications.charityPositionId));
  ids = ids.where(and(listed, ...conditions)).orderBy(...orderBy(sortColumns)).offset(sql.placeholder('offset'));
  return listQuery(db)
    .where(inArray(applications.id, paged ? ids.limit(sql.placeholder('limit')) : ids))
    .orderBy(...orderBy(rowSortColumns));
}

export async function findApplicationRowById(db: DbOrTx, id: number) {
  const [row] = await listQuery(db).where(eq(applications.id, id)).limit(1);
  return row ?? null;
}

/** The application with what the status rules, the e-mail and the charity's kind note need. */
export async function findApplicationForUpdate(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: applications.id,
      postingId: applications.postingId,
      candidateId: applications.candidateId,
      candidateUserId: candidates.userId,
      candidateEmail: users.userName,
      charityId: applications.charityId,
      applicationStatusId: applications.applicationStatusId,
      candidateLanguage: users.preferredLanguage,
      candidateFirstName: userInformations.firstName,
      positionName: charityPositions.name,
      charityName: charities.name,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .innerJoin(userInformations, eq(userInformations.userId, candidates.userId))
    .innerJoin(charityPositions, eq(charityPositions.id, applications.charityPositionId))
    .innerJoin(charities, eq(charities.id, applications.charityId))
    .where(eq(applications.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertApplication(
  db: DbOrTx,
  values: { postingId: number; candidateId: number; charityId: number; charityPositionId: number; description: string; applicationStatusId?: number },
) {
  const [row] = await db.insert(applications).values(values).returning({ id: applications.id, applicationStatusId: applications.applicationStatusId });
  return row!;
}

/** Moves the status only if it is still `from` (a concurrent change makes this a no-op: false). */
export async function updateApplicationStatus(db: DbOrTx, id: number, from: number, to: number): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ applicationStatusId: to, updatedAt: new Date() })
    .where(and(eq(applications.id, id), eq(applications.applicationStatusId, from)))
    .returning({ id: applications.id });
  return rows.length === 1;
}

export async function insertStatusChange(
  db: DbOrTx,
  values: { applicationId: number; fromStatusId: number | null; toStatusId: number; changedByUserId: number; message?: string | null; declineReason?: string | null },
) {
  await db.insert(applicationStatusChanges).values(values);
}

/** E-mail addresses of the charity's active representatives. */
export async function isRepresentativeOf(db: DbOrTx, userId: number, charityId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: charityRepresentatives.id })
    .from(charityRepresentatives)
    .where(and(eq(charityRepresentatives.userId, userId), eq(charityRepresentatives.charityId, charityId), isNull(charityRepresentatives.deletedAt)))
    .limit(1);
  return Boolean(row);
}

/** A candidate a charity may invite: enabled, with a live account, and allowing charities to review the profile. */
export async function findInvitableCandidate(db: DbOrTx, candidateId: number) {
  const [row] = await db
    .select({ id: candidates.id, email: users.userName, firstName: userInformations.firstName })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .innerJoin(userInformations, eq(userInformations.userId, candidates.userId))
    .innerJoin(candidateMatchingPreferences, eq(candidateMatchingPreferences.candidateId, candidates.id))
    .where(
      and(
        eq(candidates.id, candidateId),
        eq(candidates.isDisabled, false),
        isNull(candidates.deletedAt),
        isNull(users.deletedAt),
        eq(candidateMatchingPreferences.permissionToViewInformation, true),
        eq(candidateMatchingPreferences.withdrawParticipation, false),
      ),
    )
    .limit(1);
  return row ?? null;
}
