import { Suspense, lazy, memo, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { CandidateProfile } from '@boardmatch/shared';
import { SimplePage } from '@/components/SimplePage.tsx';
import { useAuth } from '@/lib/auth-context.tsx';
import { queryKeys } from '@/lib/query-keys.ts';
import { useOwnProfile } from '@/features/candidates/api/get-own-profile.ts';
import { ProfileAvatar } from '@/features/candidates/components/ProfileAvatar.tsx';
import { ProfileImageButtons } from '@/app/sections/candidates/ProfileImageButtons.tsx';
import { TabLoading } from '@/features/candidates/components/TabLoading.tsx';
import { UserInformationTab, prefetchUserInformationLists } from '@/features/candidates/components/UserInformationTab.tsx';
import { useSessionOnboardingSync, type SubmitHandle } from '@/features/candidates/components/tab-form.ts';

// The first tab comes with the page; the others load when first opened.
const CandidateDetailsTab = lazy(() => import('@/features/candidates/components/CandidateDetailsTab.tsx').then((m) => ({ default: m.CandidateDetailsTab })));
const QualificationsTab = lazy(() => import('@/features/qualifications/components/QualificationsTab.tsx').then((m) => ({ default: m.QualificationsTab })));
const MatchingPreferencesTab = lazy(() =>
  import('@/features/candidates/components/MatchingPreferencesTab.tsx').then((m) => ({ default: m.MatchingPreferencesTab })),
);
const ReleaseFormTab = lazy(() => import('@/features/candidates/components/ReleaseFormTab.tsx').then((m) => ({ default: m.ReleaseFormTab })));

const TABS = ['userInformation', 'candidateDetails', 'qualifications', 'matchingPreferences', 'releaseForm'] as const;
type TabName = (typeof TABS)[number];

/** The profile's header at its final size while the profile loads, so the tabs below do not move when it arrives. */
function ProfileHeaderPlaceholder() {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }} aria-hidden>
      <Skeleton variant="circular" width={96} height={96} />
      <Box sx={{ flex: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
          <Skeleton width="12ch" />
        </Typography>
        <Typography>
          <Skeleton width="20ch" />
        </Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" disabled tabIndex={-1}>
          {t('profile.changeProfileImage')}
        </Button>
        <Button variant="outlined" disabled tabIndex={-1}>
          {t('profile.changeBackgroundImage')}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * /candidate-profile: the candidate's own profile in tabs; 'Candidate' while viewing, 'Update Candidate' while editing.
 * The profile's arrival is drawn in the background, in slices (its tabs' forms are large), so the page keeps answering:
 * the answer comes here, and the screen below takes it as a deferred value, so the urgent pass stops at this component.
 */
export default function CandidateProfilePage() {
  const { session } = useAuth();
  const profile = useOwnProfile(Boolean(session?.candidate));
  const data = useDeferredValue(profile.data);
  const failed = useDeferredValue(profile.isError);
  // The first tab's lists are asked for beside the profile, not after it has arrived.
  const client = useQueryClient();
  useEffect(() => {
    prefetchUserInformationLists(client);
  }, [client]);
  return <ProfileScreen data={data} failed={failed} />;
}

const ProfileScreen = memo(function ProfileScreen({ data, failed }: { data: CandidateProfile | undefined; failed: boolean }) {
  const { t } = useTranslation();
  const { session } = useAuth();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState<TabName>('userInformation');
  const [formKey, setFormKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const submitRef: SubmitHandle = useRef(null);
  const candidateId = data?.id ?? session?.candidate?.id ?? 0;

  const cancel = () => {
    setEditing(false);
    setFormKey((k) => k + 1);
    void client.invalidateQueries({ queryKey: queryKeys.candidates.me() });
  };

  const submit = async () => {
    if (!submitRef.current) return;
    setBusy(true);
    try {
      if (await submitRef.current()) {
        setEditing(false);
        setFormKey((k) => k + 1);
      }
    } finally {
      setBusy(false);
    }
  };

  const syncSession = useSessionOnboardingSync();
  const common = { candidateId, readOnly: !editing, submitRef, invalidMessage: t('profile.errors.markedRed'), onSaved: syncSession };
  const panel = () => {
    if (failed) return <Alert severity="info">{t('profile.errors.noCandidate')}</Alert>;
    if (!data) return <TabLoading />;
    const key = `${tab}-${formKey}`;
    switch (tab) {
      case 'userInformation':
        return <UserInformationTab key={key} profile={data} {...common} />;
      case 'candidateDetails':
        return <CandidateDetailsTab key={key} profile={data} {...common} />;
      case 'qualifications':
        return (
          <QualificationsTab
            key={key}
            candidateId={candidateId}
            readOnly={!editing}
            onSaved={() => {
              void client.invalidateQueries({ queryKey: queryKeys.candidates.me() }).then(() => {
                const fresh = client.getQueryData<CandidateProfile>(queryKeys.candidates.me());
                if (fresh) syncSession({ profile: fresh, stepCompleted: true, message: '' });
              });
              void client.invalidateQueries({ queryKey: queryKeys.candidates.onboarding(candidateId) });
            }}
          />
        );
      case 'matchingPreferences':
        return <MatchingPreferencesTab key={key} profile={data} {...common} />;
      case 'releaseForm':
        return <ReleaseFormTab key={key} profile={data} {...common} />;
    }
  };

  return (
    <SimplePage title={editing ? t('profile.editTitle') : t('profile.title')}>
      {data ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
          <ProfileAvatar imageUrl={data.profileImageUrl} firstName={data.userInformation.firstName} lastName={data.userInformation.lastName} colour={data.userInformation.profileColour} />
          <Box sx={{ flex: 1 }}>
            <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
              {data.userInformation.firstName} {data.userInformation.lastName}
            </Typography>
            <Typography color="text.secondary">{data.userInformation.email}</Typography>
          </Box>
          <ProfileImageButtons candidateId={data.id} />
        </Stack>
      ) : (
        !failed && <ProfileHeaderPlaceholder />
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 1 }}>
        {!editing ? (
          <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)} disabled={!data}>
            {t('common.edit')}
          </Button>
        ) : (
          <>
            <Button onClick={cancel}>{t('common.cancel')}</Button>
            {tab !== 'qualifications' && (
              <Button variant="contained" onClick={() => void submit()} disabled={busy}>
                {t('common.submit')}
              </Button>
            )}
          </>
        )}
      </Stack>
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_, value: TabName) => setTab(value)} variant="scrollable" scrollButtons="auto" aria-label={t('profile.tabsLabel')}>
          {TABS.map((name) => (
            <Tab key={name} value={name} label={t(`profile.tabs.${name}`)} id={`profile-tab-${name}`} aria-controls={`profile-panel-${name}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`} sx={{ p: { xs: 2, md: 3 } }}>
          <Suspense fallback={<TabLoading />}>{panel()}</Suspense>
        </Box>
      </Paper>
    </SimplePage>
  );
});
