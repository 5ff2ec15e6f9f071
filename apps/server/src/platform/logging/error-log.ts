import type { FastifyBaseLogger } from 'fastify';
import { loggableDatabaseError } from '../errors/db-errors.ts';

/**
 * One log line per distinct error per interval: under a failure every request fails the same way, and a line per
 * request would flood the log. The next line after a quiet interval says how many repeats were left out.
 */
export class ThrottledLog {
  private readonly last = new Map<string, { until: number; suppressed: number }>();

  constructor(
    private readonly intervalMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The number of repeats left out since the last line of this key, or null when this one is to be left out. */
  admit(key: string): number | null {
    const t = this.now();
    const entry = this.last.get(key);
    if (entry && t < entry.until) {
      entry.suppressed++;
      return null;
    }
    if (this.last.size > 1000) {
      for (const [k, v] of this.last) if (v.until <= t) this.last.delete(k);
    }
    this.last.set(key, { until: t + this.intervalMs, suppressed: 0 });
    return entry?.suppressed ?? 0;
  }
}

const unexpected = new ThrottledLog();

/**
 * Logs an error the server did not expect, once per kind per interval. A database error is logged by its code and
 * the driver's message only: never the SQL's parameters (names, e-mails, token hashes).
 */
export function logUnexpected(log: FastifyBaseLogger, error: unknown, route: { method: string; url: string | undefined }, status: number) {
  const db = loggableDatabaseError(error);
  const kind = db ? `db:${db.code ?? db.message}` : `${(error as Error)?.name}:${(error as Error)?.message}`.slice(0, 200);
  const suppressed = unexpected.admit(`${status}:${kind}`);
  if (suppressed === null) return;
  const where = `${route.method} ${route.url ?? '(no route)'}`;
  if (db) log.error({ db, route: where, status, suppressed }, status === 503 ? 'database unavailable' : 'database error');
  else log.error({ err: error, route: where, status, suppressed }, 'unhandled error');
}
