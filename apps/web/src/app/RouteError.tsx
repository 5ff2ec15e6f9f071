import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/SimplePage.tsx';

/** A page that failed to render or to load its code: the spec's words, a way to try again and a way home, inside the shell. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <SimplePage title={t('errors.somethingWentWrong')}>
      <Typography paragraph>{t('shell.pageFailed')}</Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('shell.reload')}
        </Button>
        <Button component={RouterLink} to="/" variant="outlined">
          {t('shell.goHome')}
        </Button>
      </Stack>
    </SimplePage>
  );
}
