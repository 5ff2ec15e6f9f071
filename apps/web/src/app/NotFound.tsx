import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/SimplePage.tsx';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <SimplePage title={t('shell.notFoundTitle')}>
      <Typography paragraph>{t('shell.notFoundText')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('shell.goHome')}
      </Button>
    </SimplePage>
  );
}
