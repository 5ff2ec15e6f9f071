import { useState } from 'react';
import { Box, Button, Stack, Tab, Tabs, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Position } from '@boardmatch/shared';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useListQuery } from '@/lib/use-list-query.ts';
import { useDeletePosition } from '@/features/positions/api/delete-position.ts';
import { usePositions } from '@/features/positions/api/find-positions.ts';
import { useSetPositionEnabled } from '@/features/positions/api/update-position-enabled.ts';
import { lazyComponent } from '@/lib/lazy-component.ts';
import { MountOnce } from '@/lib/mount-once.tsx';

const PositionDialog = lazyComponent(() => import('./PositionDialog.tsx').then((m) => m.PositionDialog), 'PositionDialog').Component;

type Confirm = { kind: 'delete' | 'toggle'; position: Position };

function PositionsTable({ charityId, inactive, search, canEdit, canDelete, onEdit, adminOverride }: { charityId: number; inactive: boolean; search: string; canEdit: boolean; canDelete: boolean; onEdit: (p: Position) => void; adminOverride: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const query = useListQuery({ filters: { isDisabled: inactive ? 1 : 0, AdminOverride: adminOverride || null }, search });
  const list = usePositions(charityId, query.body);
  const toggle = useSetPositionEnabled(charityId);
  const remove = useDeletePosition(charityId);
  const [confirm, setConfirm] = useState<Confirm | null>(null);

  const run = async () => {
    if (!confirm) return;
    const { kind, position } = confirm;
    try {
      if (kind === 'delete') {
        await remove.mutateAsync(position.id);
        notify.success(t('charityAdmin.positions.deleted'));
      } else {
        await toggle.mutateAsync({ id: position.id, isDisabled: !position.isDisabled });
        notify.success(t(position.isDisabled ? 'charityAdmin.positions.activated' : 'charityAdmin.positions.deactivated'));
      }
    } catch (error) {
      notify.error(serverMessage(error));
    }
    setConfirm(null);
  };

  const columns: DataTableColumn<Position>[] = [
    { id: 'name', header: t('charityAdmin.positions.name'), sortField: 'name', cell: (p) => p.name },
    { id: 'board', header: t('charityAdmin.positions.isBoard'), cell: (p) => (p.isNotBoard ? t('common.no') : t('common.yes')) },
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      cell: (p) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          {canEdit && !p.isDefault && (
            <Button size="small" onClick={() => onEdit(p)} aria-label={t('charityAdmin.positions.editLabel', { name: p.name })}>
              {t('common.edit')}
            </Button>
          )}
          {canEdit && (
            <Button size="small" onClick={() => setConfirm({ kind: 'toggle', position: p })} aria-label={`${p.isDisabled ? t('charityAdmin.positions.activate') : t('charityAdmin.positions.deactivate')} ${p.name}`}>
              {p.isDisabled ? t('charityAdmin.positions.activate') : t('charityAdmin.positions.deactivate')}
            </Button>
          )}
          {canDelete && !p.isDefault && (
            <Button size="small" color="error" onClick={() => setConfirm({ kind: 'delete', position: p })} aria-label={t('charityAdmin.positions.deleteLabel', { name: p.name })}>
              {t('charityAdmin.positions.delete')}
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  const message = confirm?.kind === 'delete' ? t('charityAdmin.positions.confirmDelete') : confirm?.position.isDisabled ? t('charityAdmin.positions.confirmActivate') : t('charityAdmin.positions.confirmDeactivate');
  return (
    <>
      <DataTable label={t('charityAdmin.positions.panel')} columns={columns} rows={list.data?.positions} rowKey={(p) => p.id} total={list.data?.total ?? 0} loading={list.isFetching} emptyText={t('charityAdmin.positions.empty')} paging={query} />
      <ConfirmDialog open={confirm !== null} message={message} onCancel={() => setConfirm(null)} onConfirm={() => void run()} busy={toggle.isPending || remove.isPending} />
    </>
  );
}

/** The Positions panel of Charity Admin: Active and Inactive tabs, search, New Position, edit, (de)activate, delete. */
export function PositionsPanel({ charityId, canCreate, canEdit, canDelete, adminOverride = false }: { charityId: number; canCreate: boolean; canEdit: boolean; canDelete: boolean; /** Staff reading another charity's positions. */ adminOverride?: boolean }) {
  const { t } = useTranslation();
  const [inactive, setInactive] = useState(false);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<{ position: Position | null } | null>(null);
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
        <Tabs value={inactive ? 1 : 0} onChange={(_, v: number) => setInactive(v === 1)} aria-label={t('charityAdmin.positions.panel')}>
          <Tab label={t('charityAdmin.positions.active')} />
          <Tab label={t('charityAdmin.positions.inactive')} />
        </Tabs>
        <Box component="form" role="search" onSubmit={(e) => { e.preventDefault(); setSearch(text); }} sx={{ flexGrow: 1 }}>
          <TextField size="small" fullWidth label={t('charityAdmin.positions.searchHint')} value={text} onChange={(e) => setText(e.target.value)} onBlur={() => setSearch(text)} />
        </Box>
        {canCreate && (
          <Button variant="contained" onClick={() => setDialog({ position: null })}>
            {t('charityAdmin.positions.newPosition')}
          </Button>
        )}
      </Stack>
      <PositionsTable key={`${inactive}-${search}`} charityId={charityId} inactive={inactive} search={search} canEdit={canEdit} canDelete={canDelete} onEdit={(position) => setDialog({ position })} adminOverride={adminOverride} />
      <MountOnce when={dialog !== null}>
        <PositionDialog open={dialog !== null} charityId={charityId} position={dialog?.position ?? null} onClose={() => setDialog(null)} createdNotice="created" />
      </MountOnce>
    </Box>
  );
}
