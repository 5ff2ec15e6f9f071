import type { ReactNode } from 'react';
import { DataCacheProvider } from '@/lib/data-cache.tsx';
import { MountOnce } from '@/lib/mount-once.tsx';

/** A lazily loaded dialog, mounted the first time `when` holds (MountOnce). It has the data cache even where the page
 * around it has none yet (/login, and the dialogs the shell opens). */
export function OnceOpened({ when, children }: { when: boolean; children: ReactNode }) {
  return (
    <MountOnce when={when}>
      <DataCacheProvider>{children}</DataCacheProvider>
    </MountOnce>
  );
}
