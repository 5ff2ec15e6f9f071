import { Suspense, useState, type ReactNode } from 'react';

/** Mounts a lazily loaded dialog the first time `when` holds, and keeps it mounted so it still closes with its transition.
 * Until then its code is not downloaded. */
export function OnceOpened({ when, children }: { when: boolean; children: ReactNode }) {
  const [seen, setSeen] = useState(when);
  if (when && !seen) setSeen(true);
  return seen || when ? <Suspense fallback={null}>{children}</Suspense> : null;
}
