import { useEffect, useMemo, useState } from 'react';
import { Box, Button, MenuItem, Paper, Stack, Tab, Tabs, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { CharityPosting } from '@boardmatch/shared';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { PostingSummaryView } from '@/components/PostingSummaryView.tsx';
import { SimplePage } from '@/components/SimplePage.tsx';
import { useAuth } from '@/lib/auth-context.tsx';
import { useCan } from '@/lib/use-can.ts';
import { lazyComponent } from '@/lib/lazy-component.ts';
import { MountOnce } from '@/lib/mount-once.tsx';
import { useActivePositions } from '@/features/positions/api/find-positions.ts';
import { useCharityPostings } from '@/features/postings/api/find-charity-postings.ts';
import { CharityPostingsTable } from '@/features/postings/components/CharityPostingsTable.tsx';
import { idParam } from '@/lib/routing/id-param.ts';
import { WaitingForReplyNotice } from '@/features/applications/components/WaitingForReplyNotice.tsx';
import { usePostingDraft } from '@/features/board/api/get-posting-draft.ts';
import type { PostingFormValues } from '@/features/postings/components/PostingFormDialog.tsx';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';

// The Applications tab and each dialog (their forms, the rich-text editor) load when first opened, not with the page.
const CharityApplicationsPanel = lazyComponent(() => import('@/features/applications/components/CharityApplicationsPanel.tsx').then((m) => m.CharityApplicationsPanel), 'CharityApplicationsPanel').Component;
const PositionDialog = lazyComponent(() => import('@/features/positions/components/PositionDialog.tsx').then((m) => m.PositionDialog), 'PositionDialog').Component;
const PostingFormDialog = lazyComponent(() => import('@/features/postings/components/PostingFormDialog.tsx').then((m) => m.PostingFormDialog), 'PostingFormDialog').Component;
const ShareDialog = lazyComponent(() => import('@/features/postings/components/ShareDialog.tsx').then((m) => m.ShareDialog), 'ShareDialog').Component;
const SuggestedCandidatesDialog = lazyComponent(() => import('@/features/matching/components/SuggestedCandidatesDialog.tsx').then((m) => m.SuggestedCandidatesDialog), 'SuggestedCandidatesDialog').Component;
const FindCandidatesDialog = lazyComponent(() => import('@/features/applications/components/FindCandidatesDialog.tsx').then((m) => m.FindCandidatesDialog), 'FindCandidatesDialog').Component;

type TabName = 'postings' | 'applications';

/** /charity-postings/:positions?: Posted Positions and Applications of the representative's charity. */
export default function CharityPostingsPage() {
  const { t } = useTranslation();
  const { session } = useAuth();
  // Painted before the session is known: with the buttons a representative (Admin) sees.
  const can = useCan({ paintAllowed: true });
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const charityId = session?.charityRepresentative?.charityId ?? 0;
  const subject = { charityId };

  // '{n} applicants are waiting for a reply' opens the Applications tab with 'Needs a reply' on.
  const needsReply = search.get('needsReply') === '1';
  // The tab lives in the address: the menu's Posted Positions opens the postings, and a return to the last page (after
  // signing in) or a link opens the tab it names.
  const tab: TabName = search.get('tab') === 'applications' ? 'applications' : 'postings';
  const setTab = (next: TabName) =>
    setSearch(
      (previous) => {
        const kept = new URLSearchParams(previous);
        if (next === 'applications') kept.set('tab', 'applications');
        else {
          kept.delete('tab');
          kept.delete('needsReply');
        }
        return kept;
      },
      { replace: true },
    );
  const [positionId, setPositionId] = useState<number | null>(() => idParam(params.positions) ?? idParam(search.get('positions')));
  const [postingId, setPostingId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<
    { kind: 'position' } | { kind: 'posting'; posting: CharityPosting | null } | { kind: 'view' | 'share' | 'find' | 'suggest'; posting: CharityPosting } | null
  >(null);

  // 'Draft the posting' (the Board page's Terms ending, or its e-mail): New Position Posting opens prefilled for the seat.
  const notify = useNotify();
  const [draftValues, setDraftValues] = useState<Partial<PostingFormValues> | undefined>();
  const draft = usePostingDraft(charityId && can('posting.create', subject) ? idParam(search.get('draft')) : null);
  useEffect(() => {
    if (!draft.data && !draft.isError) return;
    if (draft.data) {
      const { charityPositionId, startDate, endDate, expiryDate, skills } = draft.data;
      setDraftValues({ charityPositionId, startDate, endDate, expiryDate: expiryDate ?? '', skills });
      setDialog({ kind: 'posting', posting: null });
      notify.info(t('boardTerms.drafted'));
    } else notify.error(t('boardTerms.draftFailed'));
    setSearch((previous) => {
      const kept = new URLSearchParams(previous);
      kept.delete('draft');
      return kept;
    }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per draft answered
  }, [draft.data, draft.isError]);

  useEffect(() => {
    const fromRoute = idParam(params.positions) ?? idParam(search.get('positions'));
    if (fromRoute) setPositionId(fromRoute);
  }, [params.positions, search]);

  const positions = useActivePositions(charityId || null);
  const positionOptions = useMemo(() => (positions.data?.positions ?? []).map((p) => ({ id: p.id, name: p.name })), [positions.data]);
  const postingsOfPosition = useCharityPostings(positionId ? charityId : null, { Filters: positionId ? [{ name: 'positionId', values: [positionId] }] : [], Pagination: { Page: 1, ItemsPerPage: -1 } });
  const senderName = session ? `${session.user.userInformation.firstName} ${session.user.userInformation.lastName}`.trim() : '';

  const choosePosition = (value: string) => {
    setPositionId(value ? Number(value) : null);
    setPostingId(null);
  };

  return (
    <SimplePage title={t('pages.postedPositions')} text={t('pages.postedPositionsText')}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <TextField select size="small" sx={{ minWidth: 240 }} label={t('charityPostings.filters.position')} value={positionId ?? ''} onChange={(e) => choosePosition(e.target.value)} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
          <MenuItem value="">{t('common.all')}</MenuItem>
          {positionOptions.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        {tab === 'applications' && (
          <TextField
            select
            size="small"
            sx={{ minWidth: 200 }}
            label={t('charityPostings.filters.posting')}
            value={postingId ?? ''}
            disabled={!positionId}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(e) => setPostingId(e.target.value ? Number(e.target.value) : null)}
          >
            <MenuItem value="">{t('common.all')}</MenuItem>
            {(postingsOfPosition.data?.postings ?? []).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                #{p.id}
              </MenuItem>
            ))}
            {postingId && !postingsOfPosition.data?.postings.some((p) => p.id === postingId) && <MenuItem value={postingId}>#{postingId}</MenuItem>}
          </TextField>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {can('position.create', subject) && (
          <Button variant="outlined" onClick={() => setDialog({ kind: 'position' })}>
            {t('charityPostings.newPosition')}
          </Button>
        )}
        {can('posting.create', subject) && (
          <Button variant="contained" onClick={() => setDialog({ kind: 'posting', posting: null })}>
            {t('charityPostings.newPosting')}
          </Button>
        )}
      </Stack>
      <WaitingForReplyNotice charityId={charityId} />
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_, value: TabName) => setTab(value)} aria-label={t('pages.postedPositions')}>
          <Tab value="postings" label={t('charityPostings.tabs.postings')} />
          <Tab value="applications" label={t('charityPostings.tabs.applications')} />
        </Tabs>
        {tab === 'postings' ? (
          <CharityPostingsTable
            key={positionId ?? 'all'}
            charityId={charityId}
            positionId={positionId}
            actions={{
              view: (posting) => setDialog({ kind: 'view', posting }),
              edit: can('posting.update', subject) ? (posting) => setDialog({ kind: 'posting', posting }) : undefined,
              share: can('posting.share', subject) ? (posting) => setDialog({ kind: 'share', posting }) : undefined,
              findCandidates: can('application.invite', subject) ? (posting) => setDialog({ kind: 'find', posting }) : undefined,
              suggest: can('posting.suggest-candidates', subject) ? (posting) => setDialog({ kind: 'suggest', posting }) : undefined,
              applicants: (posting) => {
                setPositionId(posting.charityPosition.id);
                setPostingId(posting.id);
                setTab('applications');
              },
              canDelete: can('posting.delete', subject),
              canClose: can('posting.update', subject),
            }}
          />
        ) : (
          <MountOnce when>
            <CharityApplicationsPanel
              key={`${charityId}-${positionId ?? "all"}-${postingId ?? "all"}-${needsReply}`}
              charityId={charityId}
              positionId={positionId}
              postingId={postingId}
              needsReply={needsReply}
            />
          </MountOnce>
        )}
      </Paper>

      <MountOnce when={dialog?.kind === 'position'}>
        <PositionDialog open={dialog?.kind === 'position'} charityId={charityId} onClose={() => setDialog(null)} />
      </MountOnce>
      <MountOnce when={dialog?.kind === 'posting'}>
        <PostingFormDialog
          open={dialog?.kind === 'posting'}
          charityId={charityId}
          posting={dialog?.kind === 'posting' ? dialog.posting : null}
          positions={positionOptions}
          positionsLoading={positions.isFetching}
          initialValues={draftValues}
          onClose={() => {
            setDialog(null);
            setDraftValues(undefined);
          }}
        />
      </MountOnce>
      <MountOnce when={dialog?.kind === 'share'}>
        <ShareDialog posting={dialog?.kind === 'share' ? dialog.posting : null} senderName={senderName} onClose={() => setDialog(null)} />
      </MountOnce>
      {dialog?.kind === 'view' && (
        <ModalDialog
          open
          title={t('postings.positionNumber') + ` #${dialog.posting.id}`}
          onClose={() => setDialog(null)}
          cancelLabel={t('common.close')}
          extraActions={
            can('posting.share', subject) && dialog.posting.status === 'OPEN' ? (
              <Button variant="outlined" onClick={() => setDialog({ kind: 'share', posting: dialog.posting })}>
                {t('charityPostings.actions.share')}
              </Button>
            ) : undefined
          }
        >
          <PostingSummaryView posting={{ ...dialog.posting, applied: false, applyBlocker: null }} />
        </ModalDialog>
      )}
      {dialog?.kind === 'suggest' && (
        <MountOnce when>
          <SuggestedCandidatesDialog postingId={dialog.posting.id} onClose={() => setDialog(null)} />
        </MountOnce>
      )}
      {dialog?.kind === 'find' && (
        <MountOnce when>
          <FindCandidatesDialog open postingId={dialog.posting.id} onClose={() => setDialog(null)} />
        </MountOnce>
      )}
    </SimplePage>
  );
}
