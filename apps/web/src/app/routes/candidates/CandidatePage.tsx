import { Suspense, useState, type ReactNode } from 'react';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import SearchIcon from '@mui/icons-material/Search';
import AssignmentIcon from '@mui/icons-material/Assignment';
import SchoolIcon from '@mui/icons-material/School';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/Logo.tsx';
import { PROVIDER_NAME } from '@/lib/display.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { lazyComponent } from '@/lib/lazy-component.ts';

// 'Recommended for you' and the posting it opens load after the page, not with it.
const RecommendedPostings = lazyComponent(() => import('@/features/matching/components/RecommendedPostings.tsx').then((m) => m.RecommendedPostings), 'RecommendedPostings').Component;
const PostingSummaryDialog = lazyComponent(() => import('@/features/postings/components/PostingSummaryDialog.tsx').then((m) => m.PostingSummaryDialog), 'PostingSummaryDialog').Component;

/** The banner: layered gradients and a drawn skyline of board-room tables; decorative, no external image. */
function Banner({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 2,
        color: '#fff',
        minHeight: { xs: 220, md: 280 },
        display: 'flex',
        alignItems: 'flex-end',
        background:
          'radial-gradient(circle at 85% 15%, rgba(139,211,181,0.55) 0, rgba(139,211,181,0) 40%), radial-gradient(circle at 10% 90%, rgba(255,255,255,0.18) 0, rgba(255,255,255,0) 35%), linear-gradient(135deg, #0b5d4b 0%, #127a62 45%, #1565c0 100%)',
      }}
    >
      <Box component="svg" aria-hidden viewBox="0 0 800 200" preserveAspectRatio="xMidYMax slice" sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0.35 }}>
        <path d="M0 160 Q200 110 400 150 T800 130 V200 H0 Z" fill="#ffffff" opacity="0.35" />
        <path d="M0 180 Q220 140 420 175 T800 160 V200 H0 Z" fill="#ffffff" opacity="0.5" />
        {[120, 260, 400, 540, 680].map((x, i) => (
          <g key={x} transform={`translate(${x} ${70 + (i % 2) * 14})`} fill="#ffffff">
            <circle cx="0" cy="0" r="9" />
            <circle cx="26" cy="0" r="9" />
            <circle cx="52" cy="0" r="9" />
            <rect x="-14" y="14" width="80" height="8" rx="4" />
          </g>
        ))}
      </Box>
      <Box sx={{ position: 'relative', p: { xs: 3, md: 5 } }}>{children}</Box>
    </Box>
  );
}

const LINKS = [
  { key: 'profile', to: '/candidate-profile', icon: <PersonIcon fontSize="large" color="primary" /> },
  { key: 'search', to: '/candidate-search', icon: <SearchIcon fontSize="large" color="primary" /> },
  { key: 'applications', to: '/candidate-postings', icon: <AssignmentIcon fontSize="large" color="primary" /> },
  { key: 'training', to: '/candidate-training', icon: <SchoolIcon fontSize="large" color="primary" /> },
] as const;

/** /candidate: the candidate's home page, a banner with the welcome and the ways onward. */
export default function CandidatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.candidate'));
  const [postingId, setPostingId] = useState<number | null>(null);
  return (
    <Box>
      <Banner>
        <Typography variant="h1" sx={{ color: 'inherit', fontSize: { xs: '2rem', md: '2.8rem' }, fontWeight: 700 }}>
          {t('landing.welcome', { product: PROVIDER_NAME })}
        </Typography>
        <Typography sx={{ fontSize: '1.15rem', mt: 1, maxWidth: 620 }}>{t('landing.tagline')}</Typography>
      </Banner>

      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 3, alignItems: { sm: 'center' }, my: 4 }}>
        <Logo size={64} />
        <Box>
          <Typography paragraph>{t('landing.intro')}</Typography>
          <Typography color="text.secondary">{t('landing.guidance')}</Typography>
        </Box>
      </Box>

      <Box component="nav" aria-label={t('landing.welcome', { product: PROVIDER_NAME })} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        {LINKS.map((link) => (
          <Card key={link.key} variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={link.to} sx={{ height: '100%' }}>
              <CardContent>
                {link.icon}
                <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
                  {t(`landing.links.${link.key}.title`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`landing.links.${link.key}.text`)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>

      <Suspense fallback={null}>
        <RecommendedPostings onOpen={setPostingId} />
        {postingId !== null && <PostingSummaryDialog postingId={postingId} onClose={() => setPostingId(null)} />}
      </Suspense>
    </Box>
  );
}
