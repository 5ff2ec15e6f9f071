import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { impersonationAudits, refreshTokens, users, userTokens } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../platform/auth/crypto.ts';

export const REFRESH_TOKEN_TTL_DAYS = 14;
export const VERIFICATION_TTL_HOURS = 7 * 24;
export const RESET_TTL_HOURS = 1;
/** Within this time after a rotation the same token gets the same successor (two tabs refreshing at once). */
export const REFRESH_GRACE_SECONDS = 30;

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

export async function createRefreshToken(db: DbOrTx, userId: number, options: { familyId?: string; actingAdminUserId?: number | null; token?: string } = {}) {
  const token = options.token ?? randomToken();
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
      successorToken: refreshTokens.successorToken,
      inGrace: sql<boolean>`coalesce(${refreshTokens.rotatedAt} > now() - make_interval(secs => ${REFRESH_GRACE_SECONDS}), false)`,
      expired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  return row ?? null;
}

/**
 * Marks a token rotated and keeps its sealed successor for the grace window; false when another request rotated
 * it first. Successors kept by the family's earlier rotations, now past their window, are dropped.
 */
export async function markRotated(db: DbOrTx, row: { id: number; familyId: string }, sealedSuccessor: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()`, successorToken: sealedSuccessor })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  await db
    .update(refreshTokens)
    .set({ successorToken: null })
    .where(
      and(
        eq(refreshTokens.familyId, row.familyId),
        isNotNull(refreshTokens.successorToken),
        lt(refreshTokens.rotatedAt, sql`now() - make_interval(secs => ${REFRESH_GRACE_SECONDS})`),
      ),
    );
  return rows.length === 1;
}

const revoked = { revokedAt: sql`now()`, successorToken: null };

export async function revokeFamily(db: DbOrTx, familyId: string) {
  await db.update(refreshTokens).set(revoked).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of the person: their own, those of others acting as them, and those in which they act as someone else. */
export async function revokeEverySession(db: DbOrTx, userId: number) {
  await db
    .update(refreshTokens)
    .set(revoked)
    .where(and(or(eq(refreshTokens.userId, userId), eq(refreshTokens.actingAdminUserId, userId)), isNull(refreshTokens.revokedAt)));
}

/** Ends the sessions in which this staff member acts as someone else. */
export async function revokeActingSessions(db: DbOrTx, staffUserId: number) {
  await db.update(refreshTokens).set(revoked).where(and(eq(refreshTokens.actingAdminUserId, staffUserId), isNull(refreshTokens.revokedAt)));
}

export async function recordImpersonation(db: DbOrTx, adminUserId: number, targetUserId: number, ipAddress: string, reason: string | null) {
  await db.insert(impersonationAudits).values({ adminUserId, targetUserId, ipAddress, reason });
}

/** The user's token version: an access token issued under a lower one no longer holds. */
export async function findTokenVersion(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.v ?? 0;
}

/** Ends every access token issued to the user so far. */
export async function raiseTokenVersion(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, userId));
}
