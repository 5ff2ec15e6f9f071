import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TABLE_DEFAULT_PAGE_SIZE, type SocialMediaType } from '@boardmatch/shared';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useDeleteSocialMediaType } from '@/features/staff/api/delete-social-media-type.ts';
import { useSocialMediaTypes } from '@/features/staff/api/find-social-media-types.ts';
import { lazyComponent } from '@/lib/lazy-component.ts';
import { MountOnce } from '@/lib/mount-once.tsx';

const SocialMediaTypeDialog = lazyComponent(() => import('./SocialMediaTypeDialog.tsx').then((m) => m.SocialMediaTypeDialog), 'SocialMediaTypeDialog').Component;

/** Social Media: the types with name and image; create and edit for those who may. */
export function SocialMediaTypesPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const types = useSocialMediaTypes();
  const [dialog, setDialog] = useState<{ type: SocialMediaType | null } | null>(null);
  const [deleting, setDeleting] = useState<SocialMediaType | null>(null);
  const remove = useDeleteSocialMediaType();
  const notify = useNotify();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(t('staffAdmin.socialMedia.deleted'));
    } catch (error) {
      notify.error(serverMessage(error));
    } finally {
      setDeleting(null);
    }
  };
  // A short reference list, answered whole: paged here.
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(TABLE_DEFAULT_PAGE_SIZE);
  const all = types.data;
  const rows = all && pageSize !== -1 ? all.slice(page * pageSize, (page + 1) * pageSize) : all;

  const columns: DataTableColumn<SocialMediaType>[] = [
    {
      id: 'image',
      header: t('staffAdmin.socialMedia.image'),
      cell: (x) =>
        x.imageUrl ? (
          <Box component="img" src={x.imageUrl} alt={t('staffAdmin.socialMedia.imageAlt', { name: x.name })} sx={{ width: 32, height: 32, objectFit: 'contain' }} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('staffAdmin.socialMedia.noImage')}
          </Typography>
        ),
    },
    { id: 'name', header: t('staffAdmin.socialMedia.name'), primary: true, cell: (x) => x.name },
    ...(canEdit
      ? [
          {
            id: 'actions',
            header: t('common.actions'),
            align: 'right' as const,
            cell: (x: SocialMediaType) => (
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button size="small" onClick={() => setDialog({ type: x })} aria-label={t('staffAdmin.socialMedia.editLabel', { name: x.name })}>
                  {t('common.edit')}
                </Button>
                <Button size="small" color="error" onClick={() => setDeleting(x)} aria-label={t('staffAdmin.socialMedia.deleteLabel', { name: x.name })}>
                  {t('staffAdmin.users.delete')}
                </Button>
              </Stack>
            ),
          },
        ]
      : []),
  ];

  return (
    <Box>
      {canEdit && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
          <Button variant="contained" onClick={() => setDialog({ type: null })}>
            {t('staffAdmin.socialMedia.new')}
          </Button>
        </Stack>
      )}
      <DataTable
        label={t('staffAdmin.socialMedia.panel')} columns={columns} rows={rows}
        rowKey={(x) => x.id}
        total={all?.length ?? 0}
        loading={types.isFetching}
        emptyText={t('staffAdmin.socialMedia.empty')}
        paging={{ page, pageSize, setPage, setPageSize: (size) => { setPageSize(size); setPage(0); } }}
      />
      <MountOnce when={dialog !== null}>
        <SocialMediaTypeDialog open={dialog !== null} type={dialog?.type ?? null} onClose={() => setDialog(null)} />
      </MountOnce>
      <ConfirmDialog open={deleting !== null} message={t('staffAdmin.socialMedia.confirmDelete')} onConfirm={confirmDelete} onCancel={() => setDeleting(null)} busy={remove.isPending} />
    </Box>
  );
}
