import { Suspense, useState, type ReactNode } from 'react';
import { DataCacheProvider } from '../lib/data-cache.tsx';

/** Mounts a lazily loaded dialog the first time `when` holds, and keeps it mounted so it still closes with its transition.
 * Until then its code is not downloaded. It has the data cache even where the page around it has none yet (/login, and
 * the dialogs the shell opens). */
export function OnceOpened({ when, children }: { when: boolean; children: ReactNode }) {
  const [seen, setSeen] = useState(when);
  if (when && !seen) setSeen(true);
  return seen || when ? (
    <Suspense fallback={null}>
      <DataCacheProvider>{children}</DataCacheProvider>
    </Suspense>
  ) : null;
}
