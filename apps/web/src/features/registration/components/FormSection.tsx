import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** A titled group of fields inside a registration form. */
export function FormSection({ title, intro, children, headingLevel = 3 }: { title: string; intro?: string; children: ReactNode; headingLevel?: 2 | 3 }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography component={`h${headingLevel}`} variant="h3" color="primary.dark" gutterBottom>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" color="text.secondary" paragraph>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}
