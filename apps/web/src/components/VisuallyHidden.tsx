import type { ReactNode } from 'react';
import { Box } from '@mui/material';

// Pixel strings: in sx a width of 1 means 100%.
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** Text for screen readers only: read out where it stands, not shown. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={visuallyHidden}>
      {children}
    </Box>
  );
}
