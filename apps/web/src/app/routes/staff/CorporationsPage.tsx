import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Paper, Stack } from '@mui/material';
import type { CorporationListItem } from '@boardmatch/shared';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { ListToolbar } from '@/components/ListToolbar.tsx';
import { SimplePage } from '@/components/SimplePage.tsx';
import { useCan } from '@/lib/use-can.ts';
import { useListQuery } from '@/lib/use-list-query.ts';
import { useCorporations } from '@/features/staff/api/find-corporations.ts';
import { useDeleteCorporation } from '@/features/staff/api/delete-corporation.ts';
import { serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { StaffOnly } from '@/features/staff/components/StaffOnly.tsx';
import { lazyComponent } from '@/lib/lazy-component.ts';
import { MountOnce } from '@/lib/mount-once.tsx';

const CorporationDialog = lazyComponent(() => import('@/features/staff/components/CorporationDialog.tsx').then((m) => m.CorporationDialog), 'CorporationDialog').Component;

const addressText = (a: CorporationListItem['address']) => (a ? [a.address1, a.city, a.region].filter(Boolean).join(', ') : '');
const phoneText = (p: CorporationListItem['phone']) => (p ? (p.extension ? `${p.number} x${p.extension}` : p.number) : '');

/** /corporations: the program's corporate partners (staff only; the route itself is open, the API refuses others). */
export default function CorporationsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const allowed = can('corporation.manage');
  const query = useListQuery({ filters: { AdminOverride: true }, sort: { field: 'name', isAscending: true } });
  const { data, isFetching, isError } = useCorporations(query.body, allowed);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [deleting, setDeleting] = useState<CorporationListItem | null>(null);
  const remove = useDeleteCorporation();
  const notify = useNotify();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(t('corporations.deleted'));
    } catch (error) {
      notify.error(serverMessage(error));
    } finally {
      setDeleting(null);
    }
  };

  const columns: DataTableColumn<CorporationListItem>[] = [
    { id: 'name', header: t('corporations.columns.name'), sortField: 'name', cell: (c) => c.name },
    { id: 'email', header: t('corporations.columns.email'), sortField: 'email', cell: (c) => c.email?.name ?? '' },
    { id: 'website', header: t('corporations.columns.website'), sortField: 'website', cell: (c) => c.website ?? '' },
    { id: 'address', header: t('corporations.columns.address'), cell: (c) => addressText(c.address) },
    { id: 'phone', header: t('corporations.columns.phone'), cell: (c) => phoneText(c.phone) },
    {
      id: 'actions',
      header: t('common.actions'),
      cell: (c) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => setEditing({ id: c.id })} aria-label={`${t('corporations.edit')} ${c.name}`}>
            {t('corporations.edit')}
          </Button>
          <Button size="small" color="error" onClick={() => setDeleting(c)} aria-label={t('corporations.deleteLabel', { name: c.name })}>
            {t('corporations.delete')}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <SimplePage title={t('pages.corporations')}>
      <StaffOnly allowed={allowed} message={t('corporations.notAllowed')}>
        <Paper>
          <ListToolbar search={query.search} onSearch={query.setSearch} actionLabel={t('corporations.newRecord')} onAction={() => setEditing({ id: null })} />
          {isError && <Alert severity="error">{t('corporations.loadFailed')}</Alert>}
          <DataTable
            label={t('pages.corporations')}
            columns={columns}
            rows={data?.corporations}
            rowKey={(c) => c.id}
            total={data?.total ?? 0}
            totalCapped={data?.totalCapped ?? false}
            loading={isFetching}
            emptyText={t('corporations.empty')}
            paging={query}
          />
        </Paper>
        <MountOnce when={editing !== null}>
          <CorporationDialog open={editing !== null} corporationId={editing?.id ?? null} onClose={() => setEditing(null)} />
        </MountOnce>
        <ConfirmDialog open={deleting !== null} message={t('corporations.confirmDelete')} onConfirm={confirmDelete} onCancel={() => setDeleting(null)} busy={remove.isPending} />
      </StaffOnly>
    </SimplePage>
  );
}
