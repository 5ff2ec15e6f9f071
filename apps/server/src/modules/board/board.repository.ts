import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { charityMandates, charityPositions, charityRepresentatives, userInformations, users } from '../../db/schema/index.ts';
import { collated } from '../../db/list-sql.ts';

export type MandateStatusFilter = 'current' | 'past' | 'future' | null;

const today = sql`current_date`;
const statusSql = sql<string>`case when ${charityMandates.startDate} > ${today} then 'Future' when ${charityMandates.endDate} < ${today} then 'Past' else 'Current' end`;

function where(charityId: number, status: MandateStatusFilter, id?: number): SQL {
  const parts: SQL[] = [eq(charityMandates.charityId, charityId), isNull(charityMandates.deletedAt)];
  if (id !== undefined) parts.push(eq(charityMandates.id, id));
  if (status === 'past') parts.push(sql`${charityMandates.endDate} < ${today}`);
  if (status === 'future') parts.push(sql`${charityMandates.startDate} > ${today}`);
  if (status === 'current') parts.push(sql`(${charityMandates.startDate} IS NULL OR ${charityMandates.startDate} <= ${today}) AND (${charityMandates.endDate} IS NULL OR ${charityMandates.endDate} >= ${today})`);
  return and(...parts)!;
}

/** One page of a charity's mandates in board order (position order, then start date), with the total; or the one with this id. */
export async function findMandates(db: DbOrTx, charityId: number, status: MandateStatusFilter, page: { offset: number; limit: number }, id?: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: charityMandates.id,
        charityId: charityMandates.charityId,
        positionId: charityPositions.id,
        positionName: charityPositions.name,
        positionIsDefault: charityPositions.isDefault,
        representativeId: charityRepresentatives.id,
        firstName: userInformations.firstName,
        lastName: userInformations.lastName,
        profileColour: userInformations.profileColour,
        email: users.userName,
        startDate: charityMandates.startDate,
        endDate: charityMandates.endDate,
        status: statusSql,
      })
      .from(charityMandates)
      .innerJoin(charityPositions, eq(charityPositions.id, charityMandates.charityPositionId))
      .leftJoin(charityRepresentatives, eq(charityRepresentatives.id, charityMandates.charityRepresentativeId))
      .leftJoin(users, eq(users.id, charityRepresentatives.userId))
      .leftJoin(userInformations, eq(userInformations.userId, charityRepresentatives.userId))
      .where(where(charityId, status, id))
      .orderBy(asc(charityPositions.sortOrder), asc(charityPositions.name), asc(charityMandates.startDate), asc(charityMandates.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(charityMandates).where(where(charityId, status, id)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type MandateRow = Awaited<ReturnType<typeof findMandates>>['rows'][number];

export async function findLiveMandate(db: DbOrTx, id: number) {
  const [row] = await db.select().from(charityMandates).where(and(eq(charityMandates.id, id), isNull(charityMandates.deletedAt))).limit(1);
  return row ?? null;
}

/** A live representative of this charity, or null. */
export async function findCharityRepresentative(db: DbOrTx, charityId: number, representativeId: number) {
  const [row] = await db
    .select({ id: charityRepresentatives.id })
    .from(charityRepresentatives)
    .where(and(eq(charityRepresentatives.id, representativeId), eq(charityRepresentatives.charityId, charityId), isNull(charityRepresentatives.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The charity's live representatives, to choose from for a seat. */
export async function findRepresentativeChoices(db: DbOrTx, charityId: number) {
  return db
    .select({ id: charityRepresentatives.id, firstName: userInformations.firstName, lastName: userInformations.lastName, email: users.userName })
    .from(charityRepresentatives)
    .innerJoin(users, eq(users.id, charityRepresentatives.userId))
    .innerJoin(userInformations, eq(userInformations.userId, charityRepresentatives.userId))
    .where(and(eq(charityRepresentatives.charityId, charityId), isNull(charityRepresentatives.deletedAt), isNull(users.deletedAt)))
    .orderBy(asc(collated(userInformations.lastName)), asc(collated(userInformations.firstName)))
    .limit(500);
}
export type RepresentativeChoiceRow = Awaited<ReturnType<typeof findRepresentativeChoices>>[number];

export interface MandateValues {
  charityPositionId: number;
  charityRepresentativeId: number | null;
  startDate: string | null;
  endDate: string | null;
}

export async function insertMandate(db: DbOrTx, charityId: number, values: MandateValues) {
  const [row] = await db.insert(charityMandates).values({ charityId, ...values }).returning({ id: charityMandates.id });
  return row!.id;
}

export async function updateMandate(db: DbOrTx, id: number, values: MandateValues) {
  // A seat given to someone else (or left vacant on purpose) no longer waits for an invitee.
  await db.update(charityMandates).set({ ...values, invitationId: null }).where(eq(charityMandates.id, id));
}

export async function setMandateInvitation(db: DbOrTx, id: number, invitationId: number) {
  await db.update(charityMandates).set({ invitationId }).where(eq(charityMandates.id, id));
}

export async function softDeleteMandate(db: DbOrTx, id: number) {
  await db.update(charityMandates).set({ deletedAt: new Date() }).where(and(eq(charityMandates.id, id), isNull(charityMandates.deletedAt)));
}
