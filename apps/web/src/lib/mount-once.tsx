import { Suspense, useState, type ReactNode } from 'react';

/** Mounts what it wraps (lazily loaded code) the first time `when` holds, and keeps it mounted so that it still closes
 * with its transition. Until then its code is not downloaded. */
export function MountOnce({ when, children }: { when: boolean; children: ReactNode }) {
  const [seen, setSeen] = useState(when);
  if (when && !seen) setSeen(true);
  return seen || when ? <Suspense fallback={null}>{children}</Suspense> : null;
}
