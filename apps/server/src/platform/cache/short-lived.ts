/**
 * An answer that may be a little old, kept per database for `ttlMs` (the search page's city and province
 * lists: the same for everyone, read on every visit, changed only when a charity moves). One load at a time:
 * callers within the window share it; a failed load is not kept.
 */
export function shortLived<D extends object, T>(ttlMs: number, load: (db: D) => Promise<T>): (db: D) => Promise<T> {
  const kept = new WeakMap<D, { at: number; value: Promise<T> }>();
  return (db) => {
    const now = Date.now();
    const found = kept.get(db);
    if (found && now - found.at < ttlMs) return found.value;
    const value = load(db);
    kept.set(db, { at: now, value });
    value.catch(() => kept.delete(db));
    return value;
  };
}

/**
 * Answers kept per key for `ttlMs`, `max` keys at most (the oldest leaves first): callers within the window share one
 * load; a failed load is not kept.
 */
export function shortLivedByKey<K, T>(ttlMs: number, max: number, load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const kept = new Map<K, { at: number; value: Promise<T> }>();
  return (key) => {
    const now = Date.now();
    const found = kept.get(key);
    if (found && now - found.at < ttlMs) return found.value;
    kept.delete(key);
    if (kept.size >= max) kept.delete(kept.keys().next().value!);
    const entry = { at: now, value: load(key) };
    kept.set(key, entry);
    entry.value.catch(() => {
      // Only this load's entry: a newer one for the key stays.
      if (kept.get(key) === entry) kept.delete(key);
    });
    return entry.value;
  };
}
