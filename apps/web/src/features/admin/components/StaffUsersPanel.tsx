import { useState } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffUser } from '@boardmatch/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { PasswordResetButton } from '../../../components/PasswordResetButton.tsx';
import { serverMessage } from '../../../lib/api-error.ts';
import { useNotify } from '../../../lib/feedback/feedback-context.tsx';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useDeleteStaffUser, useStaffUsers } from '../api/staff-admin-api.ts';
import { StaffInviteDialog } from './StaffInviteDialog.tsx';
import { useStaffLabels } from './staff-labels.ts';

/** BoardMatch Users: the staff with name, e-mail and role; invite, send a password reset e-mail, delete (never oneself). */
export function StaffUsersPanel({ currentUserId, canInvite, canDelete, canSendReset }: { currentUserId: number | null; canInvite: boolean; canDelete: boolean; canSendReset: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const labels = useStaffLabels();
  const query = useListQuery({ filters: { AdminOverride: true } });
  const list = useStaffUsers(query.body);
  const remove = useDeleteStaffUser();
  const [inviting, setInviting] = useState(false);
  const [deleting, setDeleting] = useState<StaffUser | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(t('staffAdmin.users.deleted'));
    } catch (error) {
      notify.error(serverMessage(error));
    }
    setDeleting(null);
  };

  const columns: DataTableColumn<StaffUser>[] = [
    { id: 'name', header: t('staffAdmin.users.name'), cell: (u) => `${u.firstName} ${u.lastName}` },
    { id: 'email', header: t('staffAdmin.users.email'), cell: (u) => u.email },
    { id: 'role', header: t('staffAdmin.users.role'), cell: (u) => labels.role(u.role.name) },
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      cell: (u) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
          {canSendReset && <PasswordResetButton userId={u.userId} email={u.email} />}
          {canDelete && u.userId !== currentUserId && (
            <Button size="small" color="error" onClick={() => setDeleting(u)} aria-label={t('staffAdmin.users.deleteLabel', { name: `${u.firstName} ${u.lastName}` })}>
              {t('staffAdmin.users.delete')}
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
          <Button variant="contained" onClick={() => setInviting(true)}>
            {t('staffAdmin.users.invite')}
          </Button>
        </Stack>
      )}
      <DataTable
        label={t('staffAdmin.users.panel')}
        columns={columns}
        rows={list.isError ? [] : list.data?.users}
        rowKey={(u) => u.id}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        emptyText={list.isError ? t('staffAdmin.users.loadFailed') : t('staffAdmin.users.empty')}
        paging={query}
      />
      <StaffInviteDialog open={inviting} onClose={() => setInviting(false)} />
      <ConfirmDialog open={deleting !== null} message={t('staffAdmin.users.confirmDelete')} onCancel={() => setDeleting(null)} onConfirm={() => void confirmDelete()} busy={remove.isPending} />
    </Box>
  );
}
