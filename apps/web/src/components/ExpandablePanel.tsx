import type { ReactNode } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

/** One expandable section of an admin page (a charity's or the program staff's); its content mounts when first opened. */
export function ExpandablePanel({ id, title, children, defaultExpanded }: { id: string; title: string; children: ReactNode; defaultExpanded?: boolean }) {
  return (
    // The summary's heading is the section's h2 (the Accordion's own wrapper is an h3 unless told, and a heading inside
    // it would skip a level).
    <Accordion defaultExpanded={defaultExpanded} slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Typography variant="h2" component="span" sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}
