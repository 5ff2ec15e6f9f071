import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** Viewing mode: the fields show their values but cannot be changed or focused. */
export function ReadOnlyArea({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return (
    <Box component="fieldset" disabled={readOnly} inert={readOnly} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      {children}
    </Box>
  );
}
