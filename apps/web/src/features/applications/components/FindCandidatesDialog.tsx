import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CandidateTile } from '@boardmatch/shared';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useListQuery } from '@/lib/use-list-query.ts';
import { useReviewableCandidates } from '@/features/applications/api/find-reviewable-candidates.ts';
import { useInviteForInterview } from '@/features/applications/api/invite-for-interview.ts';

interface FindCandidatesDialogProps {
  postingId: number;
  open: boolean;
  onClose: () => void;
}

/** Candidate search under a posting: candidates who allow review, a link to each profile, and 'Invite for Interview'. */
export function FindCandidatesDialog({ postingId, open, onClose }: FindCandidatesDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [text, setText] = useState('');
  const query = useListQuery({ filters: {}, pageSize: 10 });
  const list = useReviewableCandidates(query.body, open);
  const invite = useInviteForInterview(postingId);
  const [invited, setInvited] = useState<number[]>([]);
  // The invitation e-mails the candidate: it is asked for before it is sent.
  const [asking, setAsking] = useState<CandidateTile | null>(null);

  const inviteOne = async (candidate: CandidateTile) => {
    try {
      await invite.mutateAsync(candidate.id);
      setInvited((ids) => [...ids, candidate.id]);
      notify.success(t('applications.charity.invited'));
    } catch (error) {
      notify.error(serverMessage(error));
    } finally {
      setAsking(null);
    }
  };

  const columns: DataTableColumn<CandidateTile>[] = [
    { id: 'name', header: t('applications.charity.candidate'), cell: (c) => `${c.firstName} ${c.lastName}` },
    { id: 'title', header: t('applications.columns.position'), cell: (c) => [c.title, c.organizationName].filter(Boolean).join(', ') },
    { id: 'place', header: t('applications.charity.location'), cell: (c) => [c.city, c.region].filter(Boolean).join(', ') },
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      cell: (c) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button size="small" href={`/search?cid=${c.id}&pid=${postingId}`} target="_blank" rel="noopener">
            {t('applications.charity.viewProfile')}
          </Button>
          <Button size="small" variant="outlined" disabled={invited.includes(c.id) || invite.isPending} onClick={() => setAsking(c)}>
            {t('applications.charity.invite')}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <ModalDialog open={open} onClose={onClose} width={1100} title={t('applications.charity.findTitle', { id: postingId })} cancelLabel={t('common.close')}>
      <ConfirmDialog
        open={asking !== null}
        title={t('applications.charity.invite')}
        message={asking ? t('applications.charity.inviteConfirm', { name: `${asking.firstName} ${asking.lastName}`.trim() }) : ''}
        onConfirm={() => asking && void inviteOne(asking)}
        onCancel={() => setAsking(null)}
        busy={invite.isPending}
      />
      <Stack direction="row" spacing={1} component="form" sx={{ mb: 2, pt: 1 }} onSubmit={(e) => { e.preventDefault(); query.setSearch(text); }}>
        <TextField size="small" label={t('applications.charity.findSearch')} value={text} onChange={(e) => setText(e.target.value)} fullWidth />
        <Button type="submit" variant="contained">
          {t('common.search')}
        </Button>
      </Stack>
      <DataTable
        label={t('applications.charity.findTitle', { id: postingId })}
        columns={columns}
        rows={list.data?.candidates}
        rowKey={(c) => c.id}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        emptyText={t('applications.charity.findEmpty')}
        paging={query}
        allowAll={false}
      />
    </ModalDialog>
  );
}
