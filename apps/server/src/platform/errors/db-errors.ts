/** PostgreSQL error codes the services turn into answers (node-postgres and PGlite both expose `code`). */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

export function pgErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  // Drizzle wraps driver errors in `cause`.
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The driver errors along a Drizzle error's `cause` chain, outermost first. */
function errorChain(err: unknown): { code?: unknown; message?: unknown; errno?: unknown }[] {
  const chain: { code?: unknown; message?: unknown }[] = [];
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    chain.push(e as { code?: unknown; message?: unknown });
    e = (e as { cause?: unknown }).cause;
  }
  return chain;
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = /PGlite is closed|Connection terminated|connection timeout|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

/**
 * The database cannot be reached: refused or lost connections, a server shutting down (57P0x), connection
 * exceptions (08xxx), too many connections (53300), or a closed embedded database. The answer is 503, not 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  return errorChain(err).some((e) => {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code) || code === '53300') return true;
    return typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message);
  });
}

/**
 * Bad input the database refused: an unknown reference (23503), a NUL in a text (22021), a number out of range
 * (22003), a value of the wrong form (22P02), a too-long text (22001). Validation should have caught these first;
 * they answer 400, never 500.
 */
const BAD_INPUT_CODES = new Set(['23503', '22021', '22003', '22P02', '22001', '22007', '22008', '22023']);

export function isBadInputRefusal(err: unknown): boolean {
  const code = pgErrorCode(err);
  return code !== undefined && BAD_INPUT_CODES.has(code);
}

/**
 * What may be logged of a database error: its code and the driver's message. Drizzle's own message repeats the
 * SQL and its parameters (names, e-mails, token hashes), so it is never logged; quoted values in the driver's
 * message are masked too ('invalid input syntax for type integer: "…"').
 */
export function loggableDatabaseError(err: unknown): { code: string | undefined; message: string } | null {
  const chain = errorChain(err);
  const isDrizzle = chain.some((e) => typeof e.message === 'string' && /^Failed query:/.test(e.message));
  const sqlState = chain.find((e) => typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code));
  if (!isDrizzle && !sqlState && !isDatabaseUnavailable(err)) return null;
  const driver = sqlState ?? chain.find((e) => typeof e.code === 'string') ?? (chain.length > 1 ? chain[chain.length - 1] : undefined);
  const raw = driver && typeof driver.message === 'string' && !/^Failed query:/.test(driver.message) ? driver.message : 'database query failed';
  return { code: typeof driver?.code === 'string' ? driver.code : undefined, message: raw.replace(/"[^"]*"/g, '"…"').replace(/\bparams:.*$/s, '').slice(0, 300) };
}
