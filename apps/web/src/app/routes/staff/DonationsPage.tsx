import { useTranslation } from 'react-i18next';
import { Button } from '@mui/material';
import { SimplePage } from '@/components/SimplePage.tsx';
import { useAppDialogs } from '@/app/dialogs/app-dialogs-context.ts';

/** /boardmatch-donations: a heading only (spec 1), with the way to the Program Overview. */
export default function DonationsPage() {
  const { t } = useTranslation();
  const dialogs = useAppDialogs();
  return (
    <SimplePage title={t('pages.donations')}>
      <Button variant="outlined" onClick={() => dialogs.openProgramOverview()}>
        {t('donations.programOverview')}
      </Button>
    </SimplePage>
  );
}
