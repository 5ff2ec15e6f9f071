import { Alert } from '@mui/material';
import type { ReactNode } from 'react';

/** What a page shows someone it is not for: the API refuses them anyway. */
export function StaffOnly({ allowed, message, children }: { allowed: boolean; message: string; children: ReactNode }) {
  if (!allowed) return <Alert severity="warning">{message}</Alert>;
  return <>{children}</>;
}
