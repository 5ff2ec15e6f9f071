/** How long start-up waits for the database in all, and the longest pause between two tries. */
export const DATABASE_WAIT = { totalMs: 5 * 60_000, firstDelayMs: 1000, maxDelayMs: 30_000 };

export interface WaitOptions {
  /** What the line names: the database's host and port, never its credentials. */
  what: string;
  log: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  totalMs?: number;
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/** The host and port of a PostgreSQL URL (no user, no password), or the embedded database's name. */
export function describeDatabase(databaseUrl: string | undefined): string {
  if (!databaseUrl) return 'the embedded database';
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL at ${url.hostname}:${url.port || '5432'}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/**
 * Tries ping until the database answers, pausing 1, 2, 4 ... up to 30 seconds between tries, with one line per try
 * that says what it waits for. Gives up after five minutes in all with false.
 */
export async function waitForDatabase(ping: () => Promise<boolean>, options: WaitOptions): Promise<boolean> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const totalMs = options.totalMs ?? DATABASE_WAIT.totalMs;
  const maxDelayMs = options.maxDelayMs ?? DATABASE_WAIT.maxDelayMs;
  const started = now();
  let delay = options.firstDelayMs ?? DATABASE_WAIT.firstDelayMs;
  for (;;) {
    if (await ping()) return true;
    const left = totalMs - (now() - started);
    if (left <= 0) return false;
    const pause = Math.min(delay, left);
    options.log(`waiting for ${options.what}: not reachable yet, trying again in ${Math.ceil(pause / 1000)} s`);
    await sleep(pause);
    delay = Math.min(delay * 2, maxDelayMs);
  }
}
