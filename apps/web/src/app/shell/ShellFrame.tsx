import type { ReactNode } from 'react';
import { Box, Container, LinearProgress, Link } from '@mui/material';
import { HEADER_HEIGHT_PX } from '@boardmatch/shared';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { ActingBanner } from './ActingBanner.tsx';
import { usePageBackgroundUrl } from '@/lib/page-background.ts';

/** Height of the band the optional page background fills under the header. */
const BACKGROUND_BAND_PX = 340;

/** Header (unless hidden), the gray page area and the footer around every page but /login. */
export function ShellFrame({ hideHeader = false, children }: { hideHeader?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const background = usePageBackgroundUrl();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default', position: 'relative' }}>
      {background && (
        <Box
          aria-hidden
          data-testid="page-background"
          sx={{
            position: 'absolute',
            top: hideHeader ? 0 : HEADER_HEIGHT_PX,
            left: 0,
            right: 0,
            height: BACKGROUND_BAND_PX,
            backgroundImage: `url("${background}")`,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
            zIndex: 0,
          }}
        />
      )}
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
      {/* At least a screen high, so the footer starts below the fold and does not jump down as the page's data arrives. */}
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, minHeight: '100vh', pt: hideHeader ? 3 : `${HEADER_HEIGHT_PX + 24}px`, pb: 4, outline: 'none', position: 'relative', zIndex: 1 }}>
        <Container maxWidth="lg">
          {!hideHeader && <ActingBanner />}
          {children}
        </Container>
      </Box>
      <Footer />
    </Box>
  );
}
