import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sortOrder } from '../../db/list-sql.ts';
import { applications, candidates, charityPositions, charityPostingShares, charityPostingSkills, charityPostings } from '../../db/schema/index.ts';

export interface CharityPostingFilter {
  charityId: number;
  positionIds?: number[];
  postingIds?: number[];
}

export type CharityPostingSortField = 'id' | 'position' | 'datePosted' | 'expiryDate' | 'startDate' | 'endDate';
const sortColumns = {
  id: charityPostings.id,
  position: charityPositions.name,
  datePosted: charityPostings.datePosted,
  expiryDate: charityPostings.expiryDate,
  startDate: charityPostings.startDate,
  endDate: charityPostings.endDate,
} as const;

function where(f: CharityPostingFilter): SQL {
  const parts: SQL[] = [eq(charityPostings.charityId, f.charityId), isNull(charityPostings.deletedAt)];
  if (f.positionIds?.length) parts.push(inArray(charityPostings.charityPositionId, f.positionIds));
  if (f.postingIds?.length) parts.push(inArray(charityPostings.id, f.postingIds));
  return and(...parts)!;
}

/** One page of a charity's live postings (ids in order) and the total. */
export async function findCharityPostingIds(db: DbOrTx, f: CharityPostingFilter, page: { offset: number; limit: number }, sort: readonly { field: CharityPostingSortField; isAscending: boolean }[]) {
  const order = sort.length ? sortOrder(sort, sortColumns) : [desc(charityPostings.datePosted)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: charityPostings.id })
      .from(charityPostings)
      .innerJoin(charityPositions, eq(charityPositions.id, charityPostings.charityPositionId))
      .where(where(f))
      .orderBy(...order, desc(charityPostings.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(charityPostings).where(where(f)),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}

/** Applications per posting, counted in one query. */
export async function countApplications(db: DbOrTx, postingIds: number[]): Promise<Map<number, number>> {
  if (!postingIds.length) return new Map();
  // A deleted candidate's applications are not counted (they left every list).
  const rows = await db
    .select({ postingId: applications.postingId, n: count() })
    .from(applications)
    .innerJoin(candidates, and(eq(candidates.id, applications.candidateId), isNull(candidates.deletedAt)))
    .where(inArray(applications.postingId, postingIds))
    .groupBy(applications.postingId);
  return new Map(rows.map((r) => [r.postingId, r.n]));
}

/** The posting's charity and state, for the rules (live postings only). */
export async function findPostingForUpdate(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: charityPostings.id, charityId: charityPostings.charityId, startDate: charityPostings.startDate, expiryDate: charityPostings.expiryDate, charityPostingStatusId: charityPostings.charityPostingStatusId })
    .from(charityPostings)
    .where(and(eq(charityPostings.id, id), isNull(charityPostings.deletedAt)))
    .limit(1);
  return row ?? null;
}

export interface PostingValues {
  charityId: number;
  charityPositionId: number;
  charityRepresentativeId: number | null;
  description: string;
  specialRequirements: string;
  startDate: string;
  endDate: string;
  expiryDate: string;
}

export async function insertPosting(db: DbOrTx, values: PostingValues, skillIds: number[]) {
  const [row] = await db.insert(charityPostings).values(values).returning({ id: charityPostings.id });
  await db.insert(charityPostingSkills).values([...new Set(skillIds)].map((skillId) => ({ charityPostingId: row!.id, skillId })));
  return row!.id;
}

export async function updatePosting(db: DbOrTx, id: number, values: Omit<PostingValues, 'charityId' | 'charityRepresentativeId'>, skillIds: number[]) {
  await db.update(charityPostings).set({ ...values, updatedAt: new Date() }).where(eq(charityPostings.id, id));
  await db.delete(charityPostingSkills).where(eq(charityPostingSkills.charityPostingId, id));
  await db.insert(charityPostingSkills).values([...new Set(skillIds)].map((skillId) => ({ charityPostingId: id, skillId })));
}

export async function setPostingStatus(db: DbOrTx, id: number, statusId: number) {
  await db.update(charityPostings).set({ charityPostingStatusId: statusId, updatedAt: new Date() }).where(eq(charityPostings.id, id));
}

export async function softDeletePosting(db: DbOrTx, id: number) {
  await db.update(charityPostings).set({ deletedAt: new Date() }).where(and(eq(charityPostings.id, id), isNull(charityPostings.deletedAt)));
}

export async function insertShare(db: DbOrTx, values: typeof charityPostingShares.$inferInsert) {
  await db.insert(charityPostingShares).values(values);
}
