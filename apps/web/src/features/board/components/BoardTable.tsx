import { useState } from 'react';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Mandate } from '@boardmatch/shared';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useListQuery } from '@/lib/use-list-query.ts';
import { useDisplay } from '@/lib/use-display.ts';
import { useDeleteMandate } from '@/features/board/api/delete-mandate.ts';
import { useMandates } from '@/features/board/api/find-mandates.ts';

const STATUS_COLOUR = { Past: 'error', Future: 'info', Current: 'success' } as const;

/** The board positions panel's table (keyed by its status filter): Position, Status, Occupied By, Email, dates, Actions. */
export function BoardTable({ charityId, status, onEdit, canDelete, adminOverride = false }: { charityId: number; status: number; onEdit?: (m: Mandate) => void; canDelete: boolean; /** Staff reading another charity's board. */ adminOverride?: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const display = useDisplay();
  const query = useListQuery({ filters: { status, AdminOverride: adminOverride || null } });
  const list = useMandates(charityId, query.body);
  const remove = useDeleteMandate(charityId);
  const [deleting, setDeleting] = useState<Mandate | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(t('board.deleted'));
    } catch (error) {
      notify.error(serverMessage(error));
    }
    setDeleting(null);
  };

  const columns: DataTableColumn<Mandate>[] = [
    { id: 'position', header: t('board.position'), cell: (m) => m.position.name },
    { id: 'status', header: t('board.status'), cell: (m) => <Chip size="small" color={STATUS_COLOUR[m.status]} label={t(`board.statuses.${m.status}`)} /> },
    {
      id: 'occupiedBy',
      header: t('board.occupiedBy'),
      cell: (m) =>
        m.representative ? (
          `${m.representative.firstName} ${m.representative.lastName}`
        ) : (
          <Typography component="span" color="error" sx={{ fontWeight: 600 }}>
            {t('board.vacant')}
          </Typography>
        ),
    },
    { id: 'email', header: t('board.email'), cell: (m) => m.representative?.email ?? '' },
    { id: 'startDate', header: t('board.startDate'), cell: (m) => display.day(m.startDate) },
    { id: 'endDate', header: t('board.endDate'), cell: (m) => display.day(m.endDate) },
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      cell: (m) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          {onEdit && (
            <Button size="small" onClick={() => onEdit(m)} aria-label={t('board.editLabel', { position: m.position.name })}>
              {t('common.edit')}
            </Button>
          )}
          {canDelete && (
            <Button size="small" color="error" onClick={() => setDeleting(m)} aria-label={t('board.deleteLabel', { position: m.position.name })}>
              {t('board.delete')}
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <>
      <DataTable label={t('board.tableLabel')} columns={columns} rows={list.data?.charityMandates} rowKey={(m) => m.id} total={list.data?.total ?? 0} loading={list.isFetching} emptyText={t('board.empty')} paging={query} />
      <ConfirmDialog open={deleting !== null} message={t('board.confirmDelete')} onCancel={() => setDeleting(null)} onConfirm={() => void confirmDelete()} busy={remove.isPending} />
    </>
  );
}
