import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Divider, Grid, LinearProgress, Link, List, ListItem, ListItemButton, ListItemText, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { CharityReplies } from '@/components/CharityReplies.tsx';
import { RichText } from '@/components/RichText.tsx';
import type { CharityProfile } from '@boardmatch/shared';
import { useDisplay } from '@/lib/use-display.ts';
import { imageUrl } from '@/lib/image-url.ts';
import { usePageBackground } from '@/lib/page-background.ts';
import { usePostingSummary } from '@/lib/api/get-posting-summary.ts';
import { PostingSummaryView } from '@/components/PostingSummaryView.tsx';
import { useCharityPostings } from '@/features/search/api/find-postings.ts';
import { useCharityProfile } from '@/features/search/api/get-charity-profile.ts';
import { Portrait } from './Tiles.tsx';

export function BackToResults({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ mb: 2 }}>
      {t('browse.backToResults')}
    </Button>
  );
}

/** Profile image, name and location of a charity. */
function CharityTitle({ profile }: { profile: CharityProfile }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      <Portrait name={profile.name} src={profile.profileImageId ? imageUrl(profile.profileImageId) : null} first={profile.name} size={80} />
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
          {profile.name}
        </Typography>
        <Typography color="text.secondary">{[profile.city, profile.region, profile.country].filter(Boolean).join(', ')}</Typography>
        {profile.quote && <Typography sx={{ fontStyle: 'italic', mt: 0.5 }}>{profile.quote.replace(/<[^>]*>/g, ' ').trim()}</Typography>}
        <CharityReplies replies={profile.replies} />
      </Box>
    </Stack>
  );
}

function SocialLinks({ profile }: { profile: CharityProfile }) {
  const { t } = useTranslation();
  if (!profile.socialLinks.length) return null;
  return (
    <Section title={t('browse.socialMedia')}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {profile.socialLinks.map((l) => (
          <Link key={l.id} href={l.url} target="_blank" rel="noopener noreferrer">
            {l.type}
          </Link>
        ))}
      </Stack>
    </Section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function useBackground(profile: CharityProfile | undefined) {
  usePageBackground(profile?.backgroundImageId ? imageUrl(profile.backgroundImageId) : null);
}

function ProfileState({ loading, failed }: { loading: boolean; failed: boolean }) {
  const { t } = useTranslation();
  if (loading) return <LinearProgress aria-label={t('common.loading')} />;
  if (failed) return <Alert severity="warning">{t('browse.notFound')}</Alert>;
  return null;
}

/** Read-only charity profile: title, Mission, Vision, Programs, Information (signed in), Board Members, open postings, social links. */
export function CharityProfilePanel({
  charityId,
  signedIn,
  onBack,
  onOpenPosting,
  boardMembers,
}: {
  charityId: number;
  signedIn: boolean;
  onBack?: () => void;
  onOpenPosting: (id: number) => void;
  /** The charity's own page shows its board with a Past/Current/Future filter instead of the current members. */
  boardMembers?: ReactNode;
}) {
  const { t } = useTranslation();
  const query = useCharityProfile(charityId, signedIn);
  const profile = query.data;
  useBackground(profile);
  const display = useDisplay();
  return (
    <Box>
      {onBack && <BackToResults onBack={onBack} />}
      <ProfileState loading={query.isPending} failed={query.isError} />
      {profile && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <CharityTitle profile={profile} />
          {profile.mandate && (
            <Section title={t('browse.mission')}>
              <RichText html={profile.mandate} />
            </Section>
          )}
          {profile.vision && (
            <Section title={t('browse.vision')}>
              <RichText html={profile.vision} />
            </Section>
          )}
          {profile.programs.length > 0 && (
            <Section title={t('browse.programs')}>
              {profile.programs.map((p) => (
                <Box key={p.id} sx={{ mb: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{p.name}</Typography>
                  <Typography variant="body2">{p.details}</Typography>
                </Box>
              ))}
            </Section>
          )}
          {profile.information && (
            <Section title={t('browse.information')}>
              <Grid container spacing={1}>
                {(
                  [
                    ['yearOfIncorporation', profile.information.yearOfIncorporation],
                    ['staffCount', profile.information.numberOfPaidStaff],
                    ['volunteerCount', profile.information.numberOfVolunteers],
                    ['scope', profile.information.scope],
                    ['boardType', profile.information.boardType],
                    ['charitableNumber', profile.information.charitableNumber],
                  ] as const
                ).map(([key, value]) => (
                  <Grid key={key} size={{ xs: 12, sm: 6 }}>
                    <Typography variant="caption" color="text.secondary" component="p">
                      {t(`browse.${key}`)}
                    </Typography>
                    <Typography>{value ?? '-'}</Typography>
                  </Grid>
                ))}
              </Grid>
            </Section>
          )}
          {boardMembers}
          {!boardMembers && profile.boardMembers.length > 0 && (
            <Section title={t('browse.boardMembers')}>
              <List dense disablePadding>
                {profile.boardMembers.map((m) => (
                  <ListItem key={m.id} disableGutters>
                    <ListItemText primary={`${m.firstName} ${m.lastName}`} secondary={m.position} />
                  </ListItem>
                ))}
              </List>
            </Section>
          )}
          <Section title={t('browse.openPositions')}>
            {profile.openPostings.length ? (
              <List dense disablePadding>
                {profile.openPostings.map((p) => (
                  <ListItem key={p.id} disablePadding>
                    <ListItemButton onClick={() => onOpenPosting(p.id)}>
                      <ListItemText primary={`${p.charityPosition.name} #${p.id}`} secondary={display.expiry(p.expiryDate)} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography color="text.secondary">{t('browse.noOpenPositions')}</Typography>
            )}
          </Section>
          <SocialLinks profile={profile} />
        </Paper>
      )}
    </Box>
  );
}

/** A charity's postings: 'Open Positions' on the left (expired ones hidden), the selected posting's summary on the right. */
export function CharityListingsPanel({ charityId, signedIn, onBack, onOpenPosting }: { charityId: number; signedIn: boolean; onBack: () => void; onOpenPosting: (id: number) => void }) {
  const { t } = useTranslation();
  const profileQuery = useCharityProfile(charityId, signedIn);
  const postings = useCharityPostings(charityId, signedIn);
  const profile = profileQuery.data;
  useBackground(profile);
  const [selected, setSelected] = useState<number | null>(null);
  const list = postings.data?.postings ?? [];
  const current = selected ?? list[0]?.id ?? null;
  const summary = usePostingSummary(current, signedIn);
  const display = useDisplay();
  return (
    <Box>
      <BackToResults onBack={onBack} />
      <ProfileState loading={profileQuery.isPending} failed={profileQuery.isError} />
      {profile && <CharityTitle profile={profile} />}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined">
            <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>
              {t('browse.openPositions')}
            </Typography>
            {postings.isPending && <LinearProgress aria-label={t('common.loading')} />}
            {!postings.isPending && list.length === 0 && <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">{t('browse.noOpenPositions')}</Typography>}
            <List>
              {list.map((p) => (
                <ListItem key={p.id} disablePadding>
                  <ListItemButton selected={p.id === current} onClick={() => setSelected(p.id)}>
                    <ListItemText primary={`${p.charityPosition.name} #${p.id}`} secondary={display.expiry(p.expiryDate)} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            {current === null ? (
              <Typography color="text.secondary">{t('browse.selectPosition')}</Typography>
            ) : summary.data ? (
              <>
                <PostingSummaryView posting={summary.data} />
                <Divider sx={{ my: 2 }} />
                <Button variant="contained" onClick={() => onOpenPosting(current)}>
                  {t('common.view')}
                </Button>
              </>
            ) : (
              <LinearProgress aria-label={t('common.loading')} />
            )}
          </Paper>
          {profile && (
            <Box sx={{ mt: 2 }}>
              <SocialLinks profile={profile} />
            </Box>
          )}
        </Grid>
      </Grid>
    </Box>
  );
}
