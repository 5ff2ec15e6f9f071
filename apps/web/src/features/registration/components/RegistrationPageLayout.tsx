import type { ReactNode } from 'react';
import { Box, Button, CircularProgress, IconButton, Paper, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

interface RegistrationPageLayoutProps {
  title: string;
  intro: string;
  registering: boolean;
  onRegister: () => void;
  children: ReactNode;
}

/** The page variant of a registration form: a titled sheet whose close and Cancel buttons go to /login. */
export function RegistrationPageLayout({ title, intro, registering, onRegister, children }: RegistrationPageLayoutProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(title);
  const toLogin = () => navigate('/login');
  return (
    <Paper sx={{ maxWidth: 960, mx: 'auto', p: { xs: 2, sm: 4 }, position: 'relative' }}>
      <IconButton aria-label={t('registration.close')} onClick={toLogin} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <Typography variant="h1" gutterBottom sx={{ pr: 6 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" paragraph>
        {intro}
      </Typography>
      {children}
      <Stack direction="row" spacing={2} justifyContent="flex-end" sx={{ mt: 2 }}>
        <Button onClick={toLogin}>{t('common.cancel')}</Button>
        <Box>
          <Button
            variant="contained"
            onClick={onRegister}
            disabled={registering}
            startIcon={registering ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {registering ? t('common.registering') : t('common.register')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
