import { LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A tab's loading bar, shown until its reference data has loaded. */
export function TabLoading() {
  const { t } = useTranslation();
  return <LinearProgress aria-label={t('profile.loading')} sx={{ my: 2 }} />;
}
