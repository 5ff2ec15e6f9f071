import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CHARITABLE_REGISTRATION_NUMBER } from '@boardmatch/shared';
import { useAppDialogs } from '@/app/dialogs/app-dialogs-context.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** Copyright year, charitable registration number, the program dialogs and the language switch. */
export function Footer() {
  const { t } = useTranslation();
  const dialogs = useAppDialogs();
  const links = [
    { label: t('footer.programOverview'), open: dialogs.openProgramOverview },
    { label: t('footer.legal'), open: dialogs.openLegal },
    { label: t('footer.contactUs'), open: dialogs.openContactUs },
    { label: t('footer.faq'), open: () => dialogs.openFaq() },
  ];
  return (
    <Box component="footer" sx={{ bgcolor: 'secondary.dark', color: '#fff', py: 3, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ xs: 'flex-start', md: 'center' }}>
          <Box>
            <Typography variant="body2">{t('footer.copyright', { year: new Date().getFullYear() })}</Typography>
            <Typography variant="body2">{t('footer.charitableNumber', { number: CHARITABLE_REGISTRATION_NUMBER })}</Typography>
          </Box>
          <Box component="nav" aria-label={t('footer.links')}>
            <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1}>
              {links.map((link) => (
                <Button key={link.label} onClick={link.open} sx={{ color: '#fff', textDecoration: 'underline', textTransform: 'none' }}>
                  {link.label}
                </Button>
              ))}
            </Stack>
          </Box>
          <LanguageSwitch inverse />
        </Stack>
      </Container>
    </Box>
  );
}
