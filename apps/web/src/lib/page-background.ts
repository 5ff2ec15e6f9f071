import { useEffect, useSyncExternalStore } from 'react';

/*
 * The optional image behind a page (a candidate's chosen background on profile pages). A page asks for
 * it with usePageBackground(url); the shell shows it; it is cleared when that page goes away.
 */

let current: string | null = null;
const listeners = new Set<() => void>();

function set(url: string | null) {
  if (url === current) return;
  current = url;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => current;

/** Shows this image behind the page while the calling component is mounted (null: none). */
export function usePageBackground(url: string | null): void {
  useEffect(() => {
    set(url);
    return () => set(null);
  }, [url]);
}

/** The background the shell shows now. */
export function usePageBackgroundUrl(): string | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
