import { useEffect, useRef, useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth, usePaintedBeforeSession } from '@/lib/auth-context.tsx';
import { useCan } from '@/lib/use-can.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { lazyComponent } from '@/lib/lazy-component.ts';
import { MountOnce } from '@/lib/mount-once.tsx';
import { useCharityDetails } from '@/features/charities/api/get-charity-details.ts';
import { CharityProfilePanel } from '@/features/search/components/CharityPanels.tsx';
import { BoardMembersSection } from '@/features/board/components/BoardMembersSection.tsx';
import { idParam } from '@/lib/routing/id-param.ts';
import { WaitingForReplyNotice } from '@/features/applications/components/WaitingForReplyNotice.tsx';

// The edit forms (their schemas, the rich-text editor) and the dialogs load when first opened, not with the profile.
const CharityDetailsForm = lazyComponent(() => import('@/features/charities/components/CharityDetailsForm.tsx').then((m) => m.CharityDetailsForm), 'CharityDetailsForm').Component;
const PositionMatchingForm = lazyComponent(() => import('@/features/charities/components/PositionMatchingForm.tsx').then((m) => m.PositionMatchingForm), 'PositionMatchingForm').Component;
const PostingSummaryDialog = lazyComponent(() => import('@/features/postings/components/PostingSummaryDialog.tsx').then((m) => m.PostingSummaryDialog), 'PostingSummaryDialog').Component;
const BackgroundImageDialog = lazyComponent(() => import('@/features/files/components/BackgroundImageDialog.tsx').then((m) => m.BackgroundImageDialog), 'BackgroundImageDialog').Component;
const ProfileImageDialog = lazyComponent(() => import('@/features/files/components/ProfileImageDialog.tsx').then((m) => m.ProfileImageDialog), 'ProfileImageDialog').Component;

/** /charity-profile: the charity's profile; EDIT (with the update permission) opens 'Update Charity'. ?chid= shows another charity. */
export default function CharityProfilePage() {
  const { t } = useTranslation();
  const { session } = useAuth();
  // Painted before the session is known: what the charity's administrator first sees, their buttons and the profile loading.
  const painted = usePaintedBeforeSession();
  const can = useCan({ paintAllowed: true });
  const [params, setParams] = useSearchParams();
  const [charityId, setCharityId] = useState<number | null>(() => idParam(params.get('chid')) ?? session?.charityRepresentative?.charityId ?? null);
  const [editing, setEditing] = useState(false);
  const [postingId, setPostingId] = useState<number | null>(null);
  const [images, setImages] = useState<'profile' | 'background' | null>(null);
  const detailsRef = useRef<(() => Promise<boolean>) | null>(null);
  const matchingRef = useRef<(() => Promise<boolean>) | null>(null);
  const mayEdit = (charityId !== null || painted) && can('charity.update', { charityId: charityId ?? 0 });
  const ownCharity = charityId !== null && charityId === session?.charityRepresentative?.charityId;
  const details = useCharityDetails(editing ? charityId : null);
  useDocumentTitle(t('pages.charityProfile'));

  // chid and forceReroute do their work once: the address keeps neither.
  useEffect(() => {
    if (!params.has('chid') && !params.has('forceReroute')) return;
    const chid = idParam(params.get('chid'));
    if (chid) setCharityId(chid);
    const next = new URLSearchParams(params);
    next.delete('chid');
    next.delete('forceReroute');
    setParams(next, { replace: true });
  }, [params, setParams]);

  const submit = async () => {
    if (!detailsRef.current || !(await detailsRef.current())) return;
    if (matchingRef.current && !(await matchingRef.current())) return;
    setEditing(false);
  };

  if (!charityId && !painted) return <Typography>{t('errors.notFound')}</Typography>;
  const id = charityId ?? 0;
  return (
    <Box>
      <Typography variant="h1" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('pages.charityProfile')}
      </Typography>
      {ownCharity && !editing && <WaitingForReplyNotice charityId={id} />}
      {editing ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
            {t('charity.updateCharity')}
          </Typography>
          {details.data && (
            <MountOnce when>
              <Stack spacing={4}>
                <CharityDetailsForm details={details.data} readOnly={false} submitRef={detailsRef} />
                <PositionMatchingForm details={details.data} readOnly={false} submitRef={matchingRef} />
              </Stack>
            </MountOnce>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button onClick={() => setEditing(false)}>{t('common.cancel')}</Button>
            <Button variant="contained" onClick={() => void submit()} disabled={!details.data}>
              {t('common.submit')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <>
          {mayEdit && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end', mb: 1 }}>
              <Button variant="outlined" onClick={() => setImages('profile')}>
                {t('profile.changeProfileImage')}
              </Button>
              <Button variant="outlined" onClick={() => setImages('background')}>
                {t('profile.changeBackgroundImage')}
              </Button>
              <Button variant="contained" onClick={() => setEditing(true)}>
                {t('charity.edit')}
              </Button>
            </Stack>
          )}
          {mayEdit && (
            <>
              <MountOnce when={images === 'profile'}>
                <ProfileImageDialog owner={{ kind: 'charity', id }} open={images === 'profile'} onClose={() => setImages(null)} />
              </MountOnce>
              <MountOnce when={images === 'background'}>
                <BackgroundImageDialog owner={{ kind: 'charity', id }} open={images === 'background'} onClose={() => setImages(null)} />
              </MountOnce>
            </>
          )}
          <CharityProfilePanel
            charityId={id}
            signedIn
            onOpenPosting={setPostingId}
            boardMembers={ownCharity && can('board.read', { charityId: id }) ? <BoardMembersSection charityId={id} /> : undefined}
          />
          <MountOnce when={postingId !== null}>
            <PostingSummaryDialog postingId={postingId} onClose={() => setPostingId(null)} />
          </MountOnce>
        </>
      )}
    </Box>
  );
}
