import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Chip, Divider, IconButton, Link, Paper, Stack, Tooltip, Typography } from '@mui/material';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LanguageIcon from '@mui/icons-material/Language';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { useTranslation } from 'react-i18next';
import { workDuration, type CandidateView } from '@boardmatch/shared';
import { useAuth } from '@/lib/auth-context.tsx';
import { getAccessToken } from '@/lib/access-token.ts';
import { useCandidateView } from '@/features/candidates/api/get-candidate-view.ts';
import { ProfileAvatar } from './ProfileAvatar.tsx';
import { TabLoading } from './TabLoading.tsx';
import { RichText } from '@/components/RichText.tsx';
import { richTextIsEmpty } from '@/lib/rich-text.ts';

/** The overlay on the profile is hidden after 1 second. */
const OVERLAY_MS = 1000;

const SOCIAL_ICONS: Record<string, ReactNode> = {
  linkedin: <LinkedInIcon />,
  facebook: <FacebookIcon />,
  x: <XIcon />,
  instagram: <InstagramIcon />,
  youtube: <YouTubeIcon />,
};

/** The public or signed-in view of a candidate's profile (spec 2, section 2.2). */
export function CandidateProfileView({ candidateId, postingId }: { candidateId: number; postingId?: number | null }) {
  const { t } = useTranslation();
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const view = useCandidateView(candidateId, signedIn, postingId);
  if (status === 'restoring' || view.isPending) return <TabLoading />;
  if (!view.data) return <Alert severity="info">{t('profile.view.notFound')}</Alert>;
  return (
    <Box sx={{ position: 'relative' }}>
      <ProfileContent candidate={view.data} />
      <SettlingOverlay />
    </Box>
  );
}

/** Covers the profile for its first second while images and widgets settle. */
function SettlingOverlay() {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), OVERLAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return <Box aria-hidden data-testid="profile-overlay" sx={{ position: 'absolute', inset: 0, bgcolor: 'background.default', opacity: 0.85, zIndex: 1 }} />;
}

function ProfileContent({ candidate: c }: { candidate: CandidateView }) {
  const { t } = useTranslation();
  const name = `${c.firstName} ${c.lastName}`;
  const location = c.location ? [c.location.city, c.location.region, c.location.country].filter(Boolean).join(', ') : null;
  return (
    <Stack spacing={2}>
      {c.socialMedia.length > 0 && (
        <Paper variant="outlined" sx={{ p: 1 }} component="nav" aria-label={t('profile.view.socialMedia')}>
          <Stack direction="row" spacing={1}>
            {c.socialMedia.map((s) => (
              <Tooltip key={s.socialMediaTypeId} title={s.name}>
                <IconButton component="a" href={s.url} target="_blank" rel="noopener noreferrer" aria-label={s.name}>
                  {SOCIAL_ICONS[s.name.toLowerCase()] ?? <LanguageIcon />}
                </IconButton>
              </Tooltip>
            ))}
          </Stack>
        </Paper>
      )}

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'flex-start' } }}>
          <ProfileAvatar imageUrl={c.profileImageUrl} firstName={c.firstName} lastName={c.lastName} colour={c.profileColour} size={120} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h2" sx={{ fontSize: '1.75rem' }}>
              {name}
              {c.pronoun && (
                <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: '1rem' }}>
                  ({c.pronoun})
                </Typography>
              )}
            </Typography>
            {c.currentTitle && (
              <Typography>{c.currentOrganization ? t('profile.view.at', { title: c.currentTitle, organization: c.currentOrganization }) : c.currentTitle}</Typography>
            )}
            {location && <Typography color="text.secondary">{location}</Typography>}
            {c.phone && (
              <Typography>
                {t('profile.view.phone')}: {c.phone.number}
                {c.phone.extension ? ` x${c.phone.extension}` : ''}
              </Typography>
            )}
            {c.email && (
              <Typography>
                {t('profile.view.email')}: <Link href={`mailto:${c.email}`}>{c.email}</Link>
              </Typography>
            )}
            {c.resume && <ResumeLink id={c.resume.id} name={c.resume.originalName} />}
            <ChipRow label={t('profile.view.skills')} items={c.skills} />
            <ChipRow label={t('profile.view.focusAreas')} items={c.focusAreas} />
          </Box>
        </Stack>
      </Paper>

      <Section title={t('profile.view.aboutMe')}>
        <ProfileText html={c.about} />
      </Section>
      <Section title={t('profile.view.whyVolunteer')}>
        <ProfileText html={c.reasonsAndGoals} />
      </Section>
      <Section title={t('profile.view.education')}>
        {c.educations.length === 0 ? (
          <Nothing />
        ) : (
          <Stack divider={<Divider flexItem />} spacing={1.5}>
            {c.educations.map((e) => (
              <Box key={e.id}>
                <Typography sx={{ fontWeight: 600 }}>{e.institution}</Typography>
                <Typography>{[e.educationTypeName, e.designation, e.areaOfStudy].filter(Boolean).join(' · ')}</Typography>
                <Dates start={e.startDate} end={e.endDate} />
              </Box>
            ))}
          </Stack>
        )}
      </Section>
      <Section title={t('profile.view.experience')}>
        {c.experiences.length === 0 ? (
          <Nothing />
        ) : (
          <Stack divider={<Divider flexItem />} spacing={1.5}>
            {c.experiences.map((e) => (
              <Box key={e.id}>
                <Typography sx={{ fontWeight: 600 }}>{e.title}</Typography>
                <Typography>{[e.organizationName, e.contractTypeName].filter(Boolean).join(' · ')}</Typography>
                <Dates start={e.startDate} end={e.endDate} showDuration />
                {(e.city || e.locationTypeName) && (
                  <Typography color="text.secondary" variant="body2">
                    {[[e.city, e.region, e.country].filter(Boolean).join(', '), e.locationTypeName].filter(Boolean).join(' · ')}
                  </Typography>
                )}
                {e.description && <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>{e.description}</Typography>}
              </Box>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Nothing() {
  const { t } = useTranslation();
  return <Typography color="text.secondary">{t('profile.view.nothing')}</Typography>;
}

function ProfileText({ html }: { html: string | null }) {
  if (richTextIsEmpty(html)) return <Nothing />;
  return <RichText html={html} />;
}

function ChipRow({ label, items }: { label: string; items: { id: number; name: string }[] }) {
  if (!items.length) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2">{label}</Typography>
      <Box component="ul" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {items.map((i) => (
          <li key={i.id}>
            <Chip label={i.name} color="primary" variant="outlined" size="small" />
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Work duration in years, or months under one year. */
function Dates({ start, end, showDuration }: { start: string | null; end: string | null; showDuration?: boolean }) {
  const { t } = useTranslation();
  if (!start && !end) return null;
  const range = `${start ?? ''} – ${end ?? t('profile.view.present')}`;
  let duration = '';
  if (showDuration && start) {
    const d = workDuration(start, end);
    duration = ` (${d.unit === 'year' ? t('profile.view.years', { count: d.n }) : t('profile.view.months', { count: d.n })})`;
  }
  return (
    <Typography color="text.secondary" variant="body2">
      {range}
      {duration}
    </Typography>
  );
}

/** The resume downloads with the viewer's session, then opens as a file. */
function ResumeLink({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation();
  const open = async () => {
    const token = getAccessToken();
    const response = await fetch(`/api/files/download/${id}`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
    if (!response.ok) return;
    const url = URL.createObjectURL(await response.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Typography>
      {t('profile.view.resume')}:{' '}
      <Link component="button" type="button" onClick={() => void open()}>
        {name}
      </Link>
    </Typography>
  );
}
