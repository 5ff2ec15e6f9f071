import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/components/ModalDialog.tsx';

interface Section {
  heading: string;
  paragraphs: readonly string[];
}

/** The full-screen 'Program Overview': history, the challenges for charities, volunteers and corporations, cities served. */
export function ProgramOverviewDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const sections = t('overview.sections', { returnObjects: true }) as readonly Section[];
  return (
    <ModalDialog open={open} title={t('overview.title')} onClose={onClose} fullScreen hideActions>
      <Box sx={{ maxWidth: 900 }}>
        {sections.map((section) => (
          <Box key={section.heading} component="section" sx={{ mb: 3 }}>
            <Typography component="h3" variant="h3" gutterBottom>
              {section.heading}
            </Typography>
            {section.paragraphs.map((text) => (
              <Typography key={text} paragraph>
                {text}
              </Typography>
            ))}
          </Box>
        ))}
      </Box>
    </ModalDialog>
  );
}
