import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { usePaintedBeforeSession } from '@/lib/auth-context.tsx';

/** What a page shows someone it is not for: the API refuses them anyway. */
export function StaffOnly({ allowed, message, children }: { allowed: boolean; message: string; children: ReactNode }) {
  // Painted before the session is known: the page as staff see it.
  const painted = usePaintedBeforeSession();
  if (!allowed && !painted) return <Alert severity="warning">{message}</Alert>;
  return <>{children}</>;
}
