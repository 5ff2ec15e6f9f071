import { useState } from 'react';
import { Button, Chip, Link, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CharityPosting } from '@boardmatch/shared';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { useListQuery } from '@/lib/use-list-query.ts';
import { useDisplay } from '@/lib/use-display.ts';
import { useClosePosting } from '@/features/postings/api/close-posting.ts';
import { useDeletePosting } from '@/features/postings/api/delete-posting.ts';
import { charityPostingsList, useCharityPostings } from '@/features/postings/api/find-charity-postings.ts';

const STATUS_COLOUR = { OPEN: 'success', EXPIRED: 'error', FULFILLED: 'default' } as const;

export interface PostingActions {
  view: (posting: CharityPosting) => void;
  edit?: (posting: CharityPosting) => void;
  share?: (posting: CharityPosting) => void;
  findCandidates?: (posting: CharityPosting) => void;
  /** 'Suggested candidates' of an open posting. */
  suggest?: (posting: CharityPosting) => void;
  /** Total Applicants: jump to the Applications tab filtered by the posting. */
  applicants: (posting: CharityPosting) => void;
  canDelete: boolean;
  canClose: boolean;
}

/** The Posted Positions table: Id, Position, Status, the dates, Total Applicants and the row actions (keyed by the position filter). */
export function CharityPostingsTable({ charityId, positionId, actions, adminOverride = false }: { charityId: number; positionId: number | null; actions: PostingActions; /** Staff reading another charity's postings. */ adminOverride?: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const display = useDisplay();
  const query = useListQuery(charityPostingsList(positionId, adminOverride));
  const list = useCharityPostings(charityId, query.body);
  const close = useClosePosting(charityId);
  const remove = useDeletePosting(charityId);
  const [confirm, setConfirm] = useState<{ kind: 'close' | 'delete'; posting: CharityPosting } | null>(null);

  const run = async () => {
    if (!confirm) return;
    const { kind, posting } = confirm;
    try {
      if (kind === 'close') await close.mutateAsync(posting.id);
      else await remove.mutateAsync(posting.id);
      notify.success(t(kind === 'close' ? 'charityPostings.closed' : 'charityPostings.deleted'));
    } catch (error) {
      notify.error(serverMessage(error));
    }
    setConfirm(null);
  };

  const columns: DataTableColumn<CharityPosting>[] = [
    { id: 'id', header: t('charityPostings.columns.id'), sortField: 'id', cell: (p) => `#${p.id}` },
    { id: 'position', header: t('charityPostings.columns.position'), sortField: 'position', primary: true, cell: (p) => p.charityPosition.name },
    { id: 'status', header: t('charityPostings.columns.status'), cell: (p) => <Chip size="small" color={STATUS_COLOUR[p.status]} label={t(`charityPostings.statuses.${p.status}`)} /> },
    { id: 'datePosted', header: t('charityPostings.columns.datePosted'), sortField: 'datePosted', cell: (p) => display.day(p.datePosted.slice(0, 10)) },
    { id: 'expiryDate', header: t('charityPostings.columns.expiryDate'), sortField: 'expiryDate', cell: (p) => display.day(p.expiryDate) },
    { id: 'startDate', header: t('charityPostings.columns.startDate'), sortField: 'startDate', cell: (p) => display.day(p.startDate) },
    { id: 'endDate', header: t('charityPostings.columns.endDate'), sortField: 'endDate', cell: (p) => display.day(p.endDate) },
    {
      id: 'applicants',
      header: t('charityPostings.columns.applicants'),
      align: 'center',
      cell: (p) => (
        <Link component="button" type="button" onClick={() => actions.applicants(p)} aria-label={t('charityPostings.applicantsLink', { count: p.applicationCount, id: p.id })}>
          {p.applicationCount}
        </Link>
      ),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      cell: (p) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {actions.share && p.status === 'OPEN' && (
            <Button size="small" onClick={() => actions.share!(p)}>
              {t('charityPostings.actions.share')}
            </Button>
          )}
          <Button size="small" onClick={() => actions.view(p)}>
            {t('charityPostings.actions.view')}
          </Button>
          {actions.edit && (
            <Button size="small" onClick={() => actions.edit!(p)}>
              {t('charityPostings.actions.edit')}
            </Button>
          )}
          {actions.suggest && p.status === 'OPEN' && (
            <Button size="small" onClick={() => actions.suggest!(p)} aria-label={`${t('matching.suggested')} #${p.id}`}>
              {t('matching.suggested')}
            </Button>
          )}
          {actions.findCandidates && p.status === 'OPEN' && (
            <Button size="small" onClick={() => actions.findCandidates!(p)}>
              {t('charityPostings.actions.findCandidates')}
            </Button>
          )}
          {actions.canClose && p.charityPostingStatusId === 1 && (
            <Button size="small" onClick={() => setConfirm({ kind: 'close', posting: p })}>
              {t('charityPostings.actions.close')}
            </Button>
          )}
          {actions.canDelete && (
            <Button size="small" color="error" onClick={() => setConfirm({ kind: 'delete', posting: p })}>
              {t('charityPostings.actions.delete')}
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <>
      <DataTable
        label={t('charityPostings.tabs.postings')}
        columns={columns}
        rows={list.data?.postings}
        rowKey={(p) => p.id}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        emptyText={t('charityPostings.empty')}
        paging={query}
      />
      <ConfirmDialog
        open={confirm !== null}
        message={confirm?.kind === 'close' ? t('charityPostings.confirmClose') : t('charityPostings.confirmDelete')}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void run()}
        busy={close.isPending || remove.isPending}
      />
    </>
  );
}
