import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export async function findTokenVersion(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.v ?? 0;
}

/** Ends every access token issued to the user so far. */
export async function raiseTokenVersion(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, userId));
}
