import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '@/lib/use-display.ts';
import { useRecommendedPostings } from '@/features/matching/api/find-recommended-postings.ts';
import { WhyChips } from '@/components/FitExplanation.tsx';

/** 'Recommended for you': the open postings that fit the signed-in candidate best; each opens as the search opens it. */
export function RecommendedPostings({ onOpen }: { onOpen: (postingId: number) => void }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const list = useRecommendedPostings();
  const postings = list.data?.postings ?? [];
  return (
    <Box component="section" aria-labelledby="recommended-for-you" sx={{ my: 4 }}>
      <Typography variant="h5" component="h2" id="recommended-for-you">
        {t('matching.recommended')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('matching.recommendedHint')}
      </Typography>
      {list.isError && <Alert severity="error">{t('matching.recommendedFailed')}</Alert>}
      {list.isSuccess && postings.length === 0 && <Alert severity="info">{t('matching.recommendedEmpty')}</Alert>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
        {list.isPending && [0, 1, 2].map((i) => <Skeleton key={i} component="li" variant="rounded" height={160} />)}
        {postings.map((p) => (
          <Card component="li" variant="outlined" key={p.id} aria-label={`${p.position}, ${p.charityName}`} sx={{ display: 'flex', flexDirection: 'column' }}>
            <CardContent sx={{ flexGrow: 1 }}>
              {p.invited && <Chip size="small" color="secondary" label={t('matching.invitedYou')} sx={{ mb: 1 }} />}
              <Typography variant="h6" component="h3">
                {p.position}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[p.charityName, [p.city, p.region].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('matching.expires', { date: display.day(p.expiryDate) })} · {t('matching.score', { score: p.fit.score })}
              </Typography>
              <WhyChips reasons={p.fit.reasons} />
            </CardContent>
            <CardActions>
              <Button size="small" onClick={() => onOpen(p.id)} aria-label={t('matching.openLabel', { position: p.position, charity: p.charityName })}>
                {t('matching.open')}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
