import { useState } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/components/ModalDialog.tsx';

type LegalTab = 'terms' | 'privacy';

/** Terms of use and privacy policy. */
export function LegalDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LegalTab>('terms');
  const paragraphs = t(tab === 'terms' ? 'legal.terms' : 'legal.privacy', { returnObjects: true }) as readonly string[];
  return (
    <ModalDialog open={open} title={t('legal.title')} onClose={onClose} hideActions>
      <Tabs value={tab} onChange={(_, value: LegalTab) => setTab(value)} aria-label={t('legal.title')} sx={{ mb: 2 }}>
        <Tab value="terms" label={t('legal.termsTab')} id="legal-tab-terms" aria-controls="legal-panel" />
        <Tab value="privacy" label={t('legal.privacyTab')} id="legal-tab-privacy" aria-controls="legal-panel" />
      </Tabs>
      <Box id="legal-panel" role="tabpanel" aria-labelledby={`legal-tab-${tab}`}>
        <Typography component="h3" variant="h3" gutterBottom>
          {tab === 'terms' ? t('legal.termsTab') : t('legal.privacyTab')}
        </Typography>
        {paragraphs.map((text) => (
          <Typography key={text} paragraph variant="body2">
            {text}
          </Typography>
        ))}
      </Box>
    </ModalDialog>
  );
}
