/**
 * The page a signed-out visitor asked for (a shared posting's link, say), kept in this browser through sign-in,
 * registration and the verification e-mail, until they reach it. Kept for a week.
 */
const KEY = 'boardmatch.pendingDestination';
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Only a path of this site: never another origin ('//elsewhere', 'https://...'). */
const isOwnPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

export function keepPendingDestination(path: string): void {
  if (!isOwnPath(path) || path === '/') return;
  storage()?.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
}

export function pendingDestination(): string | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path === 'string' && typeof at === 'number' && Date.now() - at < KEEP_MS && isOwnPath(path)) return path;
  } catch {
    // an unreadable entry is dropped below
  }
  storage()?.removeItem(KEY);
  return null;
}

/** The visitor has reached the page: it is no longer pending. */
export function reachedDestination(path: string): void {
  if (pendingDestination() === path) storage()?.removeItem(KEY);
}
