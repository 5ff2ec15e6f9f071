import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApplicationStatus, type Application } from '@boardmatch/shared';
import { useDisplay } from '@/lib/use-display.ts';
import { translateKey } from '@/lib/translate-key.ts';

/**
 * A status by name in the current language ('Offer Accepted', 'Application in Progress', ...). The candidate reads
 * an application closed as No Response as 'No reply from the charity'.
 */
export function useStatusName(side: 'charity' | 'candidate' = 'charity') {
  const { t } = useTranslation();
  return (status: { id: number; name: string }) =>
    side === 'candidate' && status.id === ApplicationStatus.noResponse ? t('applications.noReplyFromCharity') : translateKey(t, `applications.statuses.${status.id}`, { defaultValue: status.name });
}

/** An application's status, date and Notes, as both the candidate's and the charity's dialogs show them. */
export function ApplicationFacts({ application, emptyNotes, side = 'charity' }: { application: Application; emptyNotes?: string; side?: 'charity' | 'candidate' }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const statusName = useStatusName(side);
  return (
    <Box component="dl" sx={{ m: 0, mb: 2 }}>
      <Typography component="dt" variant="subtitle2" color="text.secondary">
        {t('applications.status')}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1, fontWeight: 600 }}>
        {statusName(application.applicationStatus)}
      </Typography>
      <Typography component="dt" variant="subtitle2" color="text.secondary">
        {t('applications.applicationDate')}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1 }}>
        {display.dateTime(application.applicationDate)}
      </Typography>
      <Typography component="dt" variant="subtitle2" color="text.secondary">
        {t('applications.notes')}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
        {application.description || emptyNotes}
      </Typography>
    </Box>
  );
}
