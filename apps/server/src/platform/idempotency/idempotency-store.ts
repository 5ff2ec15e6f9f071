import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

export type Claim =
  | { kind: 'new' }
  | { kind: 'replay'; statusCode: number; contentType: string | null; body: string }
  | { kind: 'mismatch' }
  | { kind: 'busy' };

export interface IdempotencyTimes {
  /** How long a second request with a key in use waits for the first one's answer. */
  waitMs: number;
  pollMs: number;
  /** A request unanswered after this long is taken to have died with its server: its key may be used again. */
  abandonedAfterSeconds: number;
  keepHours: number;
}

const TIMES: IdempotencyTimes = { waitMs: 15_000, pollMs: 50, abandonedAfterSeconds: 120, keepHours: 24 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keys and first answers in the database, so every server instance sees the same ones. */
export class IdempotencyStore {
  private claims = 0;

  constructor(
    private readonly db: Db,
    private readonly times: IdempotencyTimes = TIMES,
  ) {}

  /** Takes the key for this request, or says why not: the first answer to replay, another request's key, or still busy. */
  async claim(caller: string, key: string, fingerprint: string): Promise<Claim> {
    const deadline = Date.now() + this.times.waitMs;
    if (++this.claims % 100 === 1) await this.prune();
    for (;;) {
      const inserted = await this.db.insert(idempotencyKeys).values({ caller, key, fingerprint }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
      if (inserted.length) return { kind: 'new' };
      const [row] = await this.db
        .select({
          fingerprint: idempotencyKeys.fingerprint,
          statusCode: idempotencyKeys.statusCode,
          contentType: idempotencyKeys.contentType,
          body: idempotencyKeys.body,
          createdAt: idempotencyKeys.createdAt,
          stale: sql<boolean>`(${idempotencyKeys.createdAt} < now() - make_interval(hours => ${this.times.keepHours})
            or (${idempotencyKeys.statusCode} is null and ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${this.times.abandonedAfterSeconds})))`,
        })
        .from(idempotencyKeys)
        .where(this.keyIs(caller, key));
      if (!row) continue;
      if (row.stale) {
        await this.db.delete(idempotencyKeys).where(and(this.keyIs(caller, key), eq(idempotencyKeys.createdAt, row.createdAt)));
        continue;
      }
      if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
      if (row.statusCode !== null) return { kind: 'replay', statusCode: row.statusCode, contentType: row.contentType, body: row.body ?? '' };
      if (Date.now() >= deadline) return { kind: 'busy' };
      await sleep(this.times.pollMs);
    }
  }

  /** Keeps the first answer for the key. */
  async complete(caller: string, key: string, answer: { statusCode: number; contentType: string | null; body: string }): Promise<void> {
    await this.db.update(idempotencyKeys).set(answer).where(this.keyIs(caller, key));
  }

  /** Frees the key: the request failed in a way worth trying again (a refused session, a server error). */
  async release(caller: string, key: string): Promise<void> {
    await this.db.delete(idempotencyKeys).where(and(this.keyIs(caller, key), sql`${idempotencyKeys.statusCode} is null`));
  }

  private keyIs(caller: string, key: string) {
    return and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key));
  }

  private async prune(): Promise<void> {
    await this.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${this.times.keepHours})`));
  }
}
