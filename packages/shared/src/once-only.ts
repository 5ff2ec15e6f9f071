/** The header that makes a POST safe to send again: the same key and body answer the first answer. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** POSTs that only read (lists and searches whose filters travel in the body): nothing to do once only. */
const READING_POST = /\/(read(-public)?|browse)(\/|$)/;

/** Whether a POST to this path changes something, so that a retry or a double click must not do it twice. */
export function postChanges(path: string): boolean {
  const bare = path.split('?')[0]!;
  return !READING_POST.test(bare) && !bare.startsWith('/api/auth');
}
