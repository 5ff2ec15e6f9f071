import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
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

  /** Counts one try under the key and answers the count in the current window. */
  async count(key: string, limit: Limit): Promise<number> {
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
    return row?.count ?? 0;
  }

  /** Counts one try under each key; throws 429 (with the message key given) when any key is over its limit. */
  async hit(keys: { key: string; limit: Limit }[], message?: string): Promise<void> {
    for (const { key, limit } of keys) {
      if ((await this.count(key, limit)) > limit.max) throw AppError.tooMany(message);
    }
  }

  /** The tries counted under the key in the current window; counts nothing. */
  async current(key: string, limit: Limit): Promise<number> {
    const [row] = await this.db
      .select({ count: rateLimitHits.count })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), gte(rateLimitHits.windowStart, sql`now() - make_interval(secs => ${limit.windowSeconds})`)))
      .limit(1);
    return row?.count ?? 0;
  }

  /** Forgets the keys, and those that begin with the prefixes. */
  async clear(keys: string[], prefixes: string[] = []): Promise<void> {
    const conditions = [...(keys.length ? [inArray(rateLimitHits.key, keys)] : []), ...prefixes.map((p) => sql`left(${rateLimitHits.key}, ${p.length}) = ${p}`)];
    if (conditions.length) await this.db.delete(rateLimitHits).where(or(...conditions));
  }

  /** Throws 429 (with the message key given) when any key has already used its tries in the current window; counts nothing. */
  async assertUnder(keys: { key: string; limit: Limit }[], message?: string): Promise<void> {
    if (!keys.length) return;
    const widest = Math.max(...keys.map((k) => k.limit.windowSeconds));
    const rows = await this.db
      .select({ key: rateLimitHits.key, count: rateLimitHits.count, windowStart: rateLimitHits.windowStart })
      .from(rateLimitHits)
      .where(and(inArray(rateLimitHits.key, keys.map((k) => k.key)), gte(rateLimitHits.windowStart, sql`now() - make_interval(secs => ${widest})`)));
    const now = Date.now();
    for (const row of rows) {
      const limit = keys.find((k) => k.key === row.key)!.limit;
      if (row.windowStart.getTime() >= now - limit.windowSeconds * 1000 && row.count >= limit.max) throw AppError.tooMany(message);
    }
  }
}

/**
 * perAddress: failed tries from one address, whatever the account (it blocks the address). perAccount: failed
 * tries at one account from one address (it blocks that pair only, so a stranger's guesses never lock the owner
 * out from elsewhere). accountCeiling: failed tries at one account from everywhere; past it each password check
 * waits slowdownMs first, which slows guessing spread over many addresses without ever refusing the owner.
 */
export interface AuthLimits {
  perAddress: Limit;
  perAccount: Limit;
  accountCeiling: Limit;
  slowdownMs: number;
}

export const AUTH_LIMITS: AuthLimits = {
  perAddress: { max: 30, windowSeconds: 15 * 60 },
  perAccount: { max: 10, windowSeconds: 15 * 60 },
  accountCeiling: { max: 100, windowSeconds: 15 * 60 },
  slowdownMs: 2000,
};

const accountName = (userName: string) => userName.trim().toLowerCase();
const pairPrefix = (userName: string) => `signin:pair:${accountName(userName)}:`;
const accountKey = (userName: string) => `signin:account:${accountName(userName)}`;

/**
 * The keys one password check is refused under, wherever the check happens (sign-in, acting as a user,
 * registration with an existing account): otherwise another route would be a way to guess passwords past the lock.
 */
export function passwordCheckKeys(limits: AuthLimits, ip: string, userName: string) {
  return [
    { key: `signin:ip:${ip}`, limit: limits.perAddress },
    { key: `${pairPrefix(userName)}${ip}`, limit: limits.perAccount },
  ];
}

/** A locked password check says how the owner gets in at once: a password reset lifts the lock. */
const PASSWORD_LOCK_MESSAGE = 'errors.passwordChecksLocked';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Before a password check: refused (429) when the address or the pair is locked; slowed past the account's ceiling. */
export async function beforePasswordCheck(limiter: RateLimiter, limits: AuthLimits, ip: string, userName: string): Promise<void> {
  await limiter.assertUnder(passwordCheckKeys(limits, ip, userName), PASSWORD_LOCK_MESSAGE);
  if ((await limiter.current(accountKey(userName), limits.accountCeiling)) >= limits.accountCeiling.max) await sleep(limits.slowdownMs);
}

/** A failed (or unchecked) password try: counted for the address, the pair and the account. */
export async function countPasswordTry(limiter: RateLimiter, limits: AuthLimits, ip: string, userName: string): Promise<void> {
  await limiter.count(accountKey(userName), limits.accountCeiling);
  await limiter.hit(passwordCheckKeys(limits, ip, userName), PASSWORD_LOCK_MESSAGE);
}

/** A password reset proves the owner: the account's locks from every address end. */
export function liftPasswordLock(limiter: RateLimiter, userName: string): Promise<void> {
  return limiter.clear([accountKey(userName)], [pairPrefix(userName)]);
}
