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
import { useActivePositions } from '@/features/positions/api/find-positions.ts';
import { PositionDialog } from '@/features/positions/components/PositionDialog.tsx';
import { useCharityPostings } from '@/features/postings/api/find-charity-postings.ts';
import { CharityPostingsTable } from '@/features/postings/components/CharityPostingsTable.tsx';
import { PostingFormDialog } from '@/features/postings/components/PostingFormDialog.tsx';
import { ShareDialog } from '@/features/postings/components/ShareDialog.tsx';
import { CharityApplicationsPanel } from '@/features/applications/components/CharityApplicationsPanel.tsx';
import { FindCandidatesDialog } from '@/features/applications/components/FindCandidatesDialog.tsx';
import { idParam } from '@/lib/routing/id-param.ts';

type TabName = 'postings' | 'applications';

/** /charity-postings/:positions?: Posted Positions and Applications of the representative's charity. */
export default function CharityPostingsPage() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const can = useCan();
  const params = useParams();
  const [search] = useSearchParams();
  const charityId = session?.charityRepresentative?.charityId ?? 0;
  const subject = { charityId };

  const [tab, setTab] = useState<TabName>('postings');
  const [positionId, setPositionId] = useState<number | null>(() => idParam(params.positions) ?? idParam(search.get('positions')));
  const [postingId, setPostingId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<
    { kind: 'position' } | { kind: 'posting'; posting: CharityPosting | null } | { kind: 'view' | 'share' | 'find'; posting: CharityPosting } | null
  >(null);

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
          <CharityApplicationsPanel key={`${positionId ?? 'all'}-${postingId ?? 'all'}`} charityId={charityId} positionId={positionId} postingId={postingId} />
        )}
      </Paper>

      <PositionDialog open={dialog?.kind === 'position'} charityId={charityId} onClose={() => setDialog(null)} />
      <PostingFormDialog open={dialog?.kind === 'posting'} charityId={charityId} posting={dialog?.kind === 'posting' ? dialog.posting : null} positions={positionOptions} onClose={() => setDialog(null)} />
      <ShareDialog posting={dialog?.kind === 'share' ? dialog.posting : null} senderName={senderName} onClose={() => setDialog(null)} />
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
      {dialog?.kind === 'find' && <FindCandidatesDialog open postingId={dialog.posting.id} onClose={() => setDialog(null)} />}
    </SimplePage>
  );
}
