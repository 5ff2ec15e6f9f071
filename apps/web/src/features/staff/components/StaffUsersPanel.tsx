import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeoplePanel } from '@/components/PeoplePanel.tsx';
import { useListQuery } from '@/lib/use-list-query.ts';
import { useDeleteStaffUser } from '@/features/staff/api/delete-staff-user.ts';
import { useStaffUsers } from '@/features/staff/api/find-staff-users.ts';
import { StaffInvitations } from './StaffInvitations.tsx';
import { StaffRoleSelect } from './StaffRoleSelect.tsx';
import { useStaffLabels } from './staff-labels.ts';
import { lazyComponent } from '@/lib/lazy-component.ts';
import { MountOnce } from '@/lib/mount-once.tsx';

const StaffInviteDialog = lazyComponent(() => import('./StaffInviteDialog.tsx').then((m) => m.StaffInviteDialog), 'StaffInviteDialog').Component;

/**
 * BoardMatch Users: the staff with name, e-mail and role; invite, change a role, send a password reset e-mail,
 * delete (never oneself); below, the pending invitations with Resend and Revoke.
 */
export function StaffUsersPanel({
  currentUserId,
  canInvite,
  canDelete,
  canSendReset,
  canChangeRole = false,
}: {
  currentUserId: number | null;
  canInvite: boolean;
  canDelete: boolean;
  canSendReset: boolean;
  canChangeRole?: boolean;
}) {
  const { t } = useTranslation();
  const labels = useStaffLabels();
  const query = useListQuery({ filters: { AdminOverride: true } });
  const list = useStaffUsers(query.body);
  const remove = useDeleteStaffUser();
  const [inviting, setInviting] = useState(false);

  return (
    <>
      <PeoplePanel
        texts={{
          panel: t('staffAdmin.users.panel'),
          name: t('staffAdmin.users.name'),
          email: t('staffAdmin.users.email'),
          role: t('staffAdmin.users.role'),
          invite: t('staffAdmin.users.invite'),
          delete: t('staffAdmin.users.delete'),
          deleteLabel: (name) => t('staffAdmin.users.deleteLabel', { name }),
          confirmDelete: t('staffAdmin.users.confirmDelete'),
          deleted: t('staffAdmin.users.deleted'),
          empty: list.isError ? t('staffAdmin.users.loadFailed') : t('staffAdmin.users.empty'),
        }}
        rows={list.isError ? [] : list.data?.users}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        paging={query}
        roleOf={(u) => labels.role(u.role.name)}
        canInvite={canInvite}
        onInvite={() => setInviting(true)}
        rowActions={canChangeRole ? (u) => <StaffRoleSelect user={u} /> : undefined}
        canSendReset={canSendReset}
        canDelete={(u) => canDelete && u.userId !== currentUserId}
        onDelete={(u) => remove.mutateAsync(u.id)}
        deleteBusy={remove.isPending}
        dialog={
          <MountOnce when={inviting}>
            <StaffInviteDialog open={inviting} onClose={() => setInviting(false)} />
          </MountOnce>
        }
      />
      {canInvite && <StaffInvitations />}
    </>
  );
}
