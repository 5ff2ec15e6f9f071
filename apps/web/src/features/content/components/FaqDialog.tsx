import { useEffect, useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { FaqList } from './FaqList.tsx';

export type FaqTab = 'candidate' | 'charity';

/** The full-screen 'Boardmatch FAQs' dialog with the Candidate FAQ and Charity FAQ tabs. */
export function FaqDialog({ open, initialTab, onClose }: { open: boolean; initialTab: FaqTab; onClose: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<FaqTab>(initialTab);
  useEffect(() => {
    if (open) setTab(initialTab);
  }, [open, initialTab]);
  return (
    <ModalDialog open={open} title={t('faq.dialogTitle')} onClose={onClose} fullScreen hideActions>
      <Tabs value={tab} onChange={(_, value: FaqTab) => setTab(value)} aria-label={t('faq.dialogTitle')} sx={{ mb: 2 }}>
        <Tab value="candidate" label={t('faq.candidateTab')} id="faq-tab-candidate" aria-controls="faq-panel" />
        <Tab value="charity" label={t('faq.charityTab')} id="faq-tab-charity" aria-controls="faq-panel" />
      </Tabs>
      <Box id="faq-panel" role="tabpanel" aria-labelledby={`faq-tab-${tab}`} sx={{ maxWidth: 900 }}>
        <FaqList key={tab} audience={tab} />
      </Box>
    </ModalDialog>
  );
}
