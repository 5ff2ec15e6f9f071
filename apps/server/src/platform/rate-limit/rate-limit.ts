import { and, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema/index.ts';
import { AppError } from '../errors/app-error.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Fixed-window counters in the database, so every server instance shares them. */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  /** Counts one try under each key; throws 429 when any key is over its limit. */
  async hit(keys: { key: string; limit: Limit }[]): Promise<void> {
    for (const { key, limit } of keys) {
      const [row] = await this.db
        .insert(rateLimitHits)
        .values({ key, windowStart: sql`now()`, count: 1 })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            count: sql`case when ${rateLimitHits.windowStart} < now() - make_interval(secs => ${limit.windowSeconds}) then 1 else ${rateLimitHits.count} + 1 end`,
            windowStart: sql`case when ${rateLimitHits.windowStart} < now() - make_interval(secs => ${limit.windowSeconds}) then now() else ${rateLimitHits.windowStart} end`,
          },
        })
        .returning({ count: rateLimitHits.count });
      if (row && row.count > limit.max) throw AppError.tooMany();
    }
  }

  /** Throws 429 when any key has already used its tries in the current window; counts nothing. */
  async assertUnder(keys: { key: string; limit: Limit }[]): Promise<void> {
    if (!keys.length) return;
    const widest = Math.max(...keys.map((k) => k.limit.windowSeconds));
    const rows = await this.db
      .select({ key: rateLimitHits.key, count: rateLimitHits.count, windowStart: rateLimitHits.windowStart })
      .from(rateLimitHits)
      .where(and(inArray(rateLimitHits.key, keys.map((k) => k.key)), gte(rateLimitHits.windowStart, sql`now() - make_interval(secs => ${widest})`)));
    const now = Date.now();
    for (const row of rows) {
      const limit = keys.find((k) => k.key === row.key)!.limit;
      if (row.windowStart.getTime() >= now - limit.windowSeconds * 1000 && row.count >= limit.max) throw AppError.tooMany();
    }
  }
}

export const AUTH_LIMITS: Record<'perAddress' | 'perAccount', Limit> = {
  perAddress: { max: 30, windowSeconds: 15 * 60 },
  perAccount: { max: 10, windowSeconds: 15 * 60 },
};

/**
 * The keys one password check counts under, wherever the check happens (sign-in, registration with an existing
 * account): otherwise another route would be a way to guess passwords past the sign-in lock.
 */
export function passwordCheckKeys(limits: Record<'perAddress' | 'perAccount', Limit>, ip: string, userName: string) {
  return [
    { key: `signin:ip:${ip}`, limit: limits.perAddress },
    { key: `signin:account:${userName.trim().toLowerCase()}`, limit: limits.perAccount },
  ];
}
