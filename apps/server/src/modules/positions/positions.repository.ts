import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { collated, containsText, sortOrder } from '../../db/list-sql.ts';
import { charityMandates, charityPositions, charityPostings } from '../../db/schema/index.ts';

export type PositionRow = typeof charityPositions.$inferSelect;
export type PositionSortField = 'name' | 'sortOrder' | 'createdAt';

export interface PositionListFilter {
  charityId: number;
  isDisabled?: boolean;
  /** true: board positions only; false: other roles only. */
  boardPosition?: boolean;
  search?: string | null;
}

const sortColumns = { name: charityPositions.name, sortOrder: charityPositions.sortOrder, createdAt: charityPositions.createdAt } as const;

function where(f: PositionListFilter): SQL {
  const parts: (SQL | undefined)[] = [eq(charityPositions.charityId, f.charityId), isNull(charityPositions.deletedAt)];
  if (f.isDisabled !== undefined) parts.push(eq(charityPositions.isDisabled, f.isDisabled));
  if (f.boardPosition !== undefined) parts.push(eq(charityPositions.isNotBoard, !f.boardPosition));
  const text = f.search?.trim();
  if (text) parts.push(containsText(charityPositions.name, text));
  return and(...parts)!;
}

export async function findPositions(db: DbOrTx, f: PositionListFilter, page: { offset: number; limit: number }, sort: readonly { field: PositionSortField; isAscending: boolean }[]) {
  const order = sort.length ? [...sortOrder(sort, sortColumns), asc(charityPositions.id)] : [asc(charityPositions.sortOrder), asc(collated(charityPositions.name)), asc(charityPositions.id)];
  const [rows, [total]] = await Promise.all([
    db.select().from(charityPositions).where(where(f)).orderBy(...order).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(charityPositions).where(where(f)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A live (not deleted) position. */
export async function findLivePosition(db: DbOrTx, id: number): Promise<PositionRow | null> {
  const [row] = await db.select().from(charityPositions).where(and(eq(charityPositions.id, id), isNull(charityPositions.deletedAt))).limit(1);
  return row ?? null;
}

export async function insertPosition(db: DbOrTx, values: { charityId: number; name: string; isNotBoard: boolean }) {
  const [row] = await db.insert(charityPositions).values(values).returning();
  return row!;
}

export async function updatePosition(db: DbOrTx, id: number, values: Partial<Pick<PositionRow, 'name' | 'isNotBoard' | 'isDisabled' | 'deletedAt'>>) {
  const [row] = await db.update(charityPositions).set(values).where(and(eq(charityPositions.id, id), isNull(charityPositions.deletedAt))).returning();
  return row ?? null;
}

/** Live postings and board mandates that name the position. */
export async function countPositionUses(db: DbOrTx, id: number): Promise<number> {
  const [postings] = await db.select({ n: count() }).from(charityPostings).where(and(eq(charityPostings.charityPositionId, id), isNull(charityPostings.deletedAt)));
  const [mandates] = await db
    .select({ n: count() })
    .from(charityMandates)
    .where(and(eq(charityMandates.charityPositionId, id), isNull(charityMandates.deletedAt), sql`(${charityMandates.endDate} IS NULL OR ${charityMandates.endDate} >= current_date)`));
  return (postings?.n ?? 0) + (mandates?.n ?? 0);
}
