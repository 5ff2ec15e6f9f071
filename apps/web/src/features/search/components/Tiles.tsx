import { Suspense, lazy, memo } from 'react';
import { Avatar, Box, Button, Card, CardActionArea, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import type { CandidateTile as Candidate, CharityTile as Charity, PostingTile as Posting } from '@boardmatch/shared';
import { VisuallyHidden } from '@/components/VisuallyHidden.tsx';
import { useDisplay } from '@/lib/use-display.ts';
import { imageUrl } from '@/lib/image-url.ts';
import { readableOn } from '@/lib/readable-on.ts';
import { initials } from '@/features/search/search-state.ts';

// Why and what is missing come with the first tile ranked by fit, not with the results page.
const fitExplanation = () => import('@/components/FitExplanation.tsx');
const WhyChips = lazy(() => fitExplanation().then((m) => ({ default: m.WhyChips })));
const GapList = lazy(() => fitExplanation().then((m) => ({ default: m.GapList })));

/** A picture (src: its URL, null for the initials) on a tile or a profile; decorative beside the name it shows. */
export function Portrait({ name, src, first, last, size = 56, colour, decorative = false }: { name: string; src: string | null; first: string; last?: string; size?: number; colour?: string; decorative?: boolean }) {
  const { t } = useTranslation();
  return src ? (
    <Avatar src={src} alt={decorative ? '' : t('browse.portrait', { name })} sx={{ width: size, height: size }} />
  ) : (
    <Avatar aria-hidden sx={{ width: size, height: size, bgcolor: colour ?? 'secondary.main', color: colour ? readableOn(colour) : undefined }}>
      {initials(first, last)}
    </Avatar>
  );
}

const place = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

// The tiles are memoised and told which result they show (onOpen(id)): the page redraws for many reasons (its filters'
// lists, the address), and a dozen tiles drawn again each time kept a phone busy.
export const CharityTile = memo(function CharityTile({ charity, onOpen, onPositions }: { charity: Charity; onOpen: (id: number) => void; onPositions: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="charity-tile">
      <CardActionArea onClick={() => onOpen(charity.id)} aria-label={t('browse.viewProfile', { name: charity.name })} sx={{ flexGrow: 1, alignItems: 'flex-start' }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
            <Portrait name={charity.name} src={charity.profileImageId ? imageUrl(charity.profileImageId) : null} first={charity.name} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="h3" sx={{ lineHeight: 1.2 }}>
                {charity.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {place(charity.region, charity.country)}
              </Typography>
            </Box>
          </Stack>
          <Typography variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {charity.description}
          </Typography>
        </CardContent>
      </CardActionArea>
      <Box sx={{ px: 2, pb: 1.5 }}>
        {charity.activePostingCount > 0 ? (
          <Link component="button" type="button" onClick={() => onPositions(charity.id)} sx={{ fontWeight: 600 }}>
            {t('browse.availablePositions', { count: charity.activePostingCount })}
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('browse.noAvailablePositions')}
          </Typography>
        )}
      </Box>
    </Card>
  );
});

export const CandidateTile = memo(function CandidateTile({ candidate, onOpen }: { candidate: Candidate; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const name = `${candidate.firstName} ${candidate.lastName}`;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="candidate-tile">
      {/* Named by what it shows, after words for screen readers only: a name of its own would differ from the visible text. */}
      <CardActionArea onClick={() => onOpen(candidate.id)} sx={{ flexGrow: candidate.fit ? 0 : 1 }}>
        <CardContent>
          <VisuallyHidden>{`${t('browse.viewProfileOf')} `}</VisuallyHidden>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Portrait name={name} src={candidate.profileImageUrl} first={candidate.firstName} last={candidate.lastName} colour={candidate.profileColour} decorative />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="h3" sx={{ lineHeight: 1.2 }}>
                {name}
              </Typography>
              {(candidate.title || candidate.organizationName) && <Typography variant="body2">{place(candidate.title, candidate.organizationName)}</Typography>}
              <Typography variant="body2" color="text.secondary">
                {place(candidate.city, candidate.region)}
              </Typography>
            </Box>
          </Stack>
        </CardContent>
      </CardActionArea>
      {candidate.fit && (
        <Stack spacing={1} sx={{ px: 2, pb: 2 }} data-testid="candidate-fit">
          <Typography variant="subtitle2" component="p">
            {t('browse.fitScore', { score: candidate.fit.score })}
          </Typography>
          <Suspense fallback={null}>
            <WhyChips reasons={candidate.fit.reasons} />
            <GapList gaps={candidate.fit.gaps} />
          </Suspense>
        </Stack>
      )}
    </Card>
  );
});

/** Posting tile; skill highlighting ('MATCHING YOUR SKILLS') only when the visitor is a signed-in candidate. */
export const PostingTile = memo(function PostingTile({ posting, isCandidate, onOpen, today = new Date() }: { posting: Posting; isCandidate: boolean; onOpen: (id: number) => void; today?: Date }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const matching = isCandidate ? posting.candidateSkill.filter((s) => posting.matchingSkillIds.includes(s.id)) : [];
  const others = posting.candidateSkill.filter((s) => !matching.includes(s));
  const expiry = display.expiry(posting.expiryDate, today);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="posting-tile">
      <CardActionArea onClick={() => onOpen(posting.id)} sx={{ flexGrow: 1, alignItems: 'flex-start' }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="overline" color="secondary" sx={{ fontWeight: 700 }}>
              {t('browse.openPosition')}
            </Typography>
            {posting.applied && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main' }}>
                <CheckCircleIcon fontSize="small" aria-hidden />
                <Typography variant="body2">{t('browse.applied')}</Typography>
              </Stack>
            )}
          </Stack>
          <Typography variant="h6" component="h3" sx={{ lineHeight: 1.2 }}>
            {posting.charityPosition.name} <Typography component="span" color="text.secondary">#{posting.id}</Typography>
          </Typography>
          <Typography variant="body2">{posting.charity.name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {expiry}
          </Typography>
          {matching.length > 0 && <SkillChips label={t('browse.matchingSkills')} skills={matching} color="success" />}
          {others.length > 0 && <SkillChips label={t('browse.requiredSkills')} skills={others} />}
        </CardContent>
      </CardActionArea>
    </Card>
  );
});

function SkillChips({ label, skills, color }: { label: string; skills: { id: number; name: string }[]; color?: 'success' }) {
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="caption" component="p" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
        {skills.map((s) => (
          <Chip key={s.id} size="small" label={s.name} color={color} variant={color ? 'filled' : 'outlined'} />
        ))}
      </Stack>
    </Box>
  );
}

export function LoadMoreButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="outlined" onClick={onClick} disabled={busy}>
      {busy ? t('common.loading') : t('browse.loadMore')}
    </Button>
  );
}
