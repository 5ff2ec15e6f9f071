import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsText, countCapped, sortOrder } from '../../db/list-sql.ts';
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
  search?: string | null;
}

export type ApplicationSortField = 'applicationDate' | 'position' | 'charity' | 'status';

const sortColumns = {
  applicationDate: applications.applicationDate,
  position: charityPositions.name,
  charity: charities.name,
  status: applicationStatuses.name,
} as const;

function where(f: ApplicationListFilter): SQL | undefined {
  // A deleted candidate disappears from every list, their applications too.
  const parts: (SQL | undefined)[] = [sql`exists (select 1 from ${candidates} where ${candidates.id} = ${applications.candidateId} and ${candidates.deletedAt} is null)`];
  if (f.candidateIds) parts.push(f.candidateIds.length ? inArray(applications.candidateId, f.candidateIds) : sql`false`);
  if (f.charityIds) parts.push(f.charityIds.length ? inArray(applications.charityId, f.charityIds) : sql`false`);
  if (f.postingIds?.length) parts.push(inArray(applications.postingId, f.postingIds));
  if (f.positionIds?.length) parts.push(inArray(applications.charityPositionId, f.positionIds));
  if (f.statusIds?.length) parts.push(inArray(applications.applicationStatusId, f.statusIds));
  const text = f.search?.trim();
  if (text) {
    parts.push(or(containsText(charityPositions.name, text), containsText(charities.name, text)));
  }
  return and(...parts);
}

const listColumns = {
  id: applications.id,
  postingId: applications.postingId,
  candidateId: applications.candidateId,
  charityId: applications.charityId,
  charityPositionId: applications.charityPositionId,
  description: applications.description,
  applicationDate: applications.applicationDate,
  applicationStatusId: applications.applicationStatusId,
  statusName: applicationStatuses.name,
  charityName: charities.name,
  positionName: charityPositions.name,
  isNotBoard: charityPositions.isNotBoard,
  firstName: userInformations.firstName,
  lastName: userInformations.lastName,
};

function listQuery(db: DbOrTx) {
  return db
    .select(listColumns)
    .from(applications)
    .innerJoin(applicationStatuses, eq(applicationStatuses.id, applications.applicationStatusId))
    .innerJoin(charities, eq(charities.id, applications.charityId))
    .innerJoin(charityPositions, eq(charityPositions.id, applications.charityPositionId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(userInformations, eq(userInformations.userId, candidates.userId));
}

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplicationRowById>>>;

/** One page of applications with the total (capped: countCapped); filtering, sorting and paging in SQL. */
export async function findApplications(
  db: DbOrTx,
  filter: ApplicationListFilter,
  page: { offset: number; limit: number | null },
  sort: { field: ApplicationSortField; isAscending: boolean }[],
) {
  const condition = where(filter);
  const order = sort.length ? sortOrder(sort, sortColumns) : [desc(applications.applicationDate)];
  const base = listQuery(db).where(condition).orderBy(...order, desc(applications.id)).offset(page.offset);
  const rows = await (page.limit === null ? base : base.limit(page.limit));
  const { total, totalCapped } = await countCapped(
    db,
    db
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(charities, eq(charities.id, applications.charityId))
      .innerJoin(charityPositions, eq(charityPositions.id, applications.charityPositionId))
      .where(condition),
  );
  return { rows, total, totalCapped };
}

export async function findApplicationRowById(db: DbOrTx, id: number) {
  const [row] = await listQuery(db).where(eq(applications.id, id)).limit(1);
  return row ?? null;
}

/** The application with what the status rules and the e-mail need. */
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
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
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

export async function insertStatusChange(db: DbOrTx, values: { applicationId: number; fromStatusId: number | null; toStatusId: number; changedByUserId: number; message?: string | null }) {
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
