import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** A page title (h1), an optional line of text and content. */
export function SimplePage({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" paragraph>
          {text}
        </Typography>
      )}
      {children}
    </Box>
  );
}
