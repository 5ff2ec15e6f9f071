import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { PositionMatchingInput } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { charities, charityFocusAreas, charityPositionMatchings, charityPrograms, emails, focusAreas } from '../../db/schema/index.ts';
import { findAddress, findMainAndEveningPhones } from '../contacts/index.ts';
import { collated } from '../../db/list-sql.ts';

/** A live charity's own columns; null when unknown or deleted. */
export async function findLiveCharity(db: DbOrTx, id: number) {
  const [row] = await db.select().from(charities).where(and(eq(charities.id, id), isNull(charities.deletedAt))).limit(1);
  return row ?? null;
}
export type LiveCharityRow = typeof charities.$inferSelect;

/** Everything the charity form edits. */
export async function findCharityParts(db: DbOrTx, id: number) {
  const [email, address, phoneSet, focus, programs, matching] = await Promise.all([
    db.select({ name: emails.name }).from(emails).where(eq(emails.charityId, id)).limit(1),
    findAddress(db, 'charityId', id),
    findMainAndEveningPhones(db, 'charityId', id),
    db.select({ id: focusAreas.id, name: focusAreas.name }).from(charityFocusAreas).innerJoin(focusAreas, eq(focusAreas.id, charityFocusAreas.focusAreaId)).where(eq(charityFocusAreas.charityId, id)).orderBy(asc(collated(focusAreas.name))),
    db.select({ id: charityPrograms.id, name: charityPrograms.name, details: charityPrograms.details }).from(charityPrograms).where(eq(charityPrograms.charityId, id)).orderBy(asc(charityPrograms.id)),
    db.select().from(charityPositionMatchings).where(eq(charityPositionMatchings.charityId, id)).limit(1),
  ]);
  return {
    email: email[0]?.name ?? null,
    address,
    ...phoneSet,
    focusAreas: focus,
    programs,
    positionMatching: matching[0] ?? null,
  };
}
export type CharityParts = Awaited<ReturnType<typeof findCharityParts>>;

// ---- Writes (inside the save's transaction) ------------------------------------------------------------

export async function updateCharityColumns(db: DbOrTx, id: number, values: Partial<typeof charities.$inferInsert>) {
  await db.update(charities).set({ ...values, updatedAt: new Date() }).where(eq(charities.id, id));
}

export async function replaceCharityEmail(db: DbOrTx, id: number, email: string) {
  await db.delete(emails).where(eq(emails.charityId, id));
  await db.insert(emails).values({ name: email, charityId: id });
}

export async function replaceFocusAreas(db: DbOrTx, id: number, focusAreaIds: number[]) {
  await db.delete(charityFocusAreas).where(eq(charityFocusAreas.charityId, id));
  await db.insert(charityFocusAreas).values([...new Set(focusAreaIds)].map((focusAreaId) => ({ charityId: id, focusAreaId })));
}

export async function replacePrograms(db: DbOrTx, id: number, programs: { name: string; details: string }[]) {
  await db.delete(charityPrograms).where(eq(charityPrograms.charityId, id));
  if (programs.length) await db.insert(charityPrograms).values(programs.map((p) => ({ charityId: id, name: p.name, details: p.details })));
}

export async function upsertPositionMatching(db: DbOrTx, id: number, m: PositionMatchingInput) {
  const values = { ...m, charityId: id, updatedAt: new Date() };
  await db.insert(charityPositionMatchings).values(values).onConflictDoUpdate({ target: charityPositionMatchings.charityId, set: values });
}

export async function countFocusAreas(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(charityFocusAreas).where(eq(charityFocusAreas.charityId, id));
  return row?.n ?? 0;
}

export async function deleteFocusArea(db: DbOrTx, id: number, focusAreaId: number): Promise<boolean> {
  const rows = await db
    .delete(charityFocusAreas)
    .where(and(eq(charityFocusAreas.charityId, id), inArray(charityFocusAreas.focusAreaId, [focusAreaId])))
    .returning({ id: charityFocusAreas.focusAreaId });
  return rows.length > 0;
}
