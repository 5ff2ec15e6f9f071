import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/SimplePage.tsx';

/** Shown when a first load asks for a page whose claim is missing (other navigations are simply cancelled). */
export function NotAllowed() {
  const { t } = useTranslation();
  return (
    <SimplePage title={t('shell.notAllowedTitle')}>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('shell.notAllowedText')}
      </Alert>
      <Button component={RouterLink} to="/" variant="contained">
        {t('shell.goHome')}
      </Button>
    </SimplePage>
  );
}
