import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** What an access token says about the versions it was issued under. */
export interface TokenVersions {
  nameId: number;
  tv?: unknown;
  actingAdminUserId?: number | null;
  /** The acting staff member's token version. */
  atv?: unknown;
}

const isVersion = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/**
 * Whether an access token still holds: its user's token version (and the acting staff member's) has not been
 * raised since it was issued (logout, password reset, a revoked session). One primary-key lookup.
 */
export async function isTokenCurrent(db: DbOrTx, token: TokenVersions): Promise<boolean> {
  if (!isVersion(token.tv)) return false;
  const acting = token.actingAdminUserId ?? null;
  if (acting !== null && !isVersion(token.atv)) return false;
  const holds = (userId: number, tv: number) => and(eq(users.id, userId), lte(users.tokenVersion, tv));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(acting === null ? holds(token.nameId, token.tv) : or(holds(token.nameId, token.tv), holds(acting, token.atv as number)));
  return row?.n === (acting === null || acting === token.nameId ? 1 : 2);
}

export async function findTokenVersion(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.v ?? 0;
}

/** Ends every access token issued to the user so far. */
export async function raiseTokenVersion(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, userId));
}
