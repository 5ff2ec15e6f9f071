import { useEffect, useState } from 'react';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_INTERVAL_MS } from '@boardmatch/shared';

interface Slide {
  title: string;
  body: string;
}

const BACKGROUNDS = [
  'linear-gradient(135deg, #0b5d4b 0%, #1f4e79 100%)',
  'linear-gradient(135deg, #1f4e79 0%, #0b5d4b 100%)',
  'linear-gradient(135deg, #063f33 0%, #2f6f5e 100%)',
  'linear-gradient(135deg, #12314d 0%, #0b5d4b 100%)',
];

/** Four promotional slides about the program (shown beside the sign-in form from the lg breakpoint up). */
export function PromoCarousel() {
  const { t } = useTranslation();
  const slides = t('carousel.slides', { returnObjects: true }) as readonly Slide[];
  const [index, setIndex] = useState(0);
  const count = slides.length;

  useEffect(() => {
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count]);

  const slide = slides[index];
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      sx={{ color: '#fff', background: BACKGROUNDS[index % BACKGROUNDS.length], borderRadius: 2, p: 6, display: 'flex', flexDirection: 'column', justifyContent: 'center', minHeight: 420, height: '100%' }}
    >
      <Box role="group" aria-roledescription="slide" aria-label={`${index + 1} / ${count}`} aria-live="polite" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
        <Typography component="h2" variant="h1" sx={{ mb: 2 }}>
          {slide.title}
        </Typography>
        <Typography sx={{ fontSize: '1.15rem', maxWidth: 520 }}>{slide.body}</Typography>
      </Box>
      <Stack direction="row" alignItems="center" spacing={1}>
        <IconButton aria-label={t('carousel.previous')} onClick={() => setIndex((i) => (i + count - 1) % count)} sx={{ color: '#fff' }}>
          <ChevronLeft />
        </IconButton>
        {slides.map((s, i) => (
          <Box
            key={s.title}
            component="button"
            type="button"
            aria-label={t('carousel.goTo', { n: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
            sx={{ width: 12, height: 12, borderRadius: '50%', border: '2px solid #fff', p: 0, cursor: 'pointer', bgcolor: i === index ? '#fff' : 'transparent' }}
          />
        ))}
        <IconButton aria-label={t('carousel.next')} onClick={() => setIndex((i) => (i + 1) % count)} sx={{ color: '#fff' }}>
          <ChevronRight />
        </IconButton>
      </Stack>
    </Box>
  );
}
