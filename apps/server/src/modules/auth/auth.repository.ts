import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { impersonationAudits, refreshTokens, userTokens } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';

export const REFRESH_TOKEN_TTL_DAYS = 14;
export const VERIFICATION_TTL_HOURS = 7 * 24;
export const RESET_TTL_HOURS = 1;

export type AccountTokenKind = 'verification' | 'reset';

/** A new single-use token; only its hash is stored. Earlier unused tokens of the same kind stop working. */
export async function createAccountToken(db: DbOrTx, userId: number, kind: AccountTokenKind): Promise<string> {
  const token = randomToken();
  const hours = kind === 'verification' ? VERIFICATION_TTL_HOURS : RESET_TTL_HOURS;
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)));
  await db.insert(userTokens).values({ userId, kind, tokenHash: sha256(token), expiresAt: sql`now() + make_interval(hours => ${hours})` });
  return token;
}

/** The live (unused, unexpired) token row, or null. */
export async function findLiveAccountToken(db: DbOrTx, token: string, kind: AccountTokenKind) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, sha256(token)), eq(userTokens.kind, kind), isNull(userTokens.usedAt), gt(userTokens.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

/** Marks the token used; false if another request used it first. */
export async function consumeAccountToken(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.update(userTokens).set({ usedAt: sql`now()` }).where(and(eq(userTokens.id, id), isNull(userTokens.usedAt))).returning({ id: userTokens.id });
  return rows.length === 1;
}

export async function createRefreshToken(db: DbOrTx, userId: number, options: { familyId?: string; actingAdminUserId?: number | null } = {}) {
  const token = randomToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId: options.familyId ?? randomUUID(),
    tokenHash: sha256(token),
    actingAdminUserId: options.actingAdminUserId ?? null,
    expiresAt: sql`now() + make_interval(days => ${REFRESH_TOKEN_TTL_DAYS})`,
  });
  return token;
}

export async function findRefreshToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      actingAdminUserId: refreshTokens.actingAdminUserId,
      rotatedAt: refreshTokens.rotatedAt,
      revokedAt: refreshTokens.revokedAt,
      expired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  return row ?? null;
}

/** Marks a token rotated; false when it was rotated concurrently (then it counts as reuse). */
export async function markRotated(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.update(refreshTokens).set({ rotatedAt: sql`now()` }).where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt))).returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: DbOrTx, familyId: string) {
  await db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllForUser(db: DbOrTx, userId: number) {
  await db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function recordImpersonation(db: DbOrTx, adminUserId: number, targetUserId: number, ipAddress: string) {
  await db.insert(impersonationAudits).values({ adminUserId, targetUserId, ipAddress });
}
