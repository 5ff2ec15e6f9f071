import { useState } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CharityRepresentative } from '@boardmatch/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { PasswordResetButton } from '../../../components/PasswordResetButton.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { serverMessage } from '../../../lib/api-error.ts';
import { useNotify } from '../../../lib/feedback/feedback-context.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useDeleteRepresentative, useRepresentatives } from '../api/representatives-api.ts';
import { RepresentativeDialog } from './RepresentativeDialog.tsx';

/** Charity Representatives: who represents the charity, with what role; invite, edit the role, delete. */
export function RepresentativesPanel({
  charityId,
  canInvite,
  canEdit,
  canDelete,
  onLogin,
  adminOverride = false,
}: {
  charityId: number;
  canInvite: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** Staff: LOGIN (act as that representative) instead of EDIT. */
  onLogin?: (representative: CharityRepresentative) => void;
  /** Staff reading another charity's representatives. */
  adminOverride?: boolean;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const notify = useNotify();
  const query = useListQuery({ filters: { AdminOverride: adminOverride || null } });
  const list = useRepresentatives(charityId, query.body);
  const remove = useDeleteRepresentative(charityId);
  const [dialog, setDialog] = useState<{ representative: CharityRepresentative | null } | null>(null);
  const [deleting, setDeleting] = useState<CharityRepresentative | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(t('charityAdmin.representatives.deleted'));
    } catch (error) {
      notify.error(serverMessage(error));
    }
    setDeleting(null);
  };

  const columns: DataTableColumn<CharityRepresentative>[] = [
    { id: 'name', header: t('charityAdmin.representatives.name'), cell: (r) => `${r.firstName} ${r.lastName}` },
    { id: 'email', header: t('charityAdmin.representatives.email'), cell: (r) => r.email },
    { id: 'role', header: t('charityAdmin.representatives.role'), cell: (r) => r.roles.map((x) => x.name).join(', ') },
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      cell: (r) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          {onLogin ? (
            <Button size="small" onClick={() => onLogin(r)} aria-label={t('staffCharities.loginLabel', { name: `${r.firstName} ${r.lastName}` })}>
              {t('staffCharities.login')}
            </Button>
          ) : canEdit && (
            <Button size="small" onClick={() => setDialog({ representative: r })} aria-label={t('charityAdmin.representatives.editLabel', { name: `${r.firstName} ${r.lastName}` })}>
              {t('common.edit')}
            </Button>
          )}
          {can('user.send-password-reset') && <PasswordResetButton userId={r.userId} email={r.email} />}
          {canDelete && (
            <Button size="small" color="error" onClick={() => setDeleting(r)} aria-label={t('charityAdmin.representatives.deleteLabel', { name: `${r.firstName} ${r.lastName}` })}>
              {t('charityAdmin.positions.delete')}
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Box>
      {canInvite && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
          <Button variant="contained" onClick={() => setDialog({ representative: null })}>
            {t('charityAdmin.representatives.invite')}
          </Button>
        </Stack>
      )}
      <DataTable label={t('charityAdmin.representatives.panel')} columns={columns} rows={list.data?.representatives} rowKey={(r) => r.id} total={list.data?.total ?? 0} loading={list.isFetching} emptyText={t('charityAdmin.representatives.empty')} paging={query} />
      <RepresentativeDialog open={dialog !== null} charityId={charityId} representative={dialog?.representative ?? null} onClose={() => setDialog(null)} />
      <ConfirmDialog open={deleting !== null} message={t('charityAdmin.representatives.confirmDelete')} onCancel={() => setDeleting(null)} onConfirm={() => void confirmDelete()} busy={remove.isPending} />
    </Box>
  );
}
