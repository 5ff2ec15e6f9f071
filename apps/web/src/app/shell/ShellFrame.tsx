import type { ReactNode } from 'react';
import { Box, Container, LinearProgress, Link } from '@mui/material';
import { HEADER_HEIGHT_PX } from '@boardmatch/shared';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** Header (unless hidden), the gray page area and the footer around every page but /login. */
export function ShellFrame({ hideHeader = false, children }: { hideHeader?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Link
        href="#main-content"
        sx={{ position: 'absolute', left: -9999, top: 8, zIndex: 2000, bgcolor: '#fff', p: 1, '&:focus': { left: 8 } }}
      >
        {t('shell.skipToContent')}
      </Link>
      {!hideHeader && <Header />}
      {navigation.state === 'loading' && (
        <LinearProgress sx={{ position: 'fixed', top: hideHeader ? 0 : HEADER_HEIGHT_PX, left: 0, right: 0, zIndex: 1200 }} aria-label={t('common.loading')} />
      )}
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, pt: hideHeader ? 3 : `${HEADER_HEIGHT_PX + 24}px`, pb: 4, outline: 'none' }}>
        <Container maxWidth="lg">{children}</Container>
      </Box>
      <Footer />
    </Box>
  );
}
