import { useState } from 'react';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CharityRepresentative } from '@boardmatch/shared';
import { PeoplePanel } from '@/components/PeoplePanel.tsx';
import { useCan } from '@/lib/use-can.ts';
import { useListQuery } from '@/lib/use-list-query.ts';
import { useDeleteRepresentative } from '@/features/charity-admin/api/delete-representative.ts';
import { useRepresentatives } from '@/features/charity-admin/api/find-representatives.ts';
import { RepresentativeInvitations } from './RepresentativeInvitations.tsx';
import { lazyComponent } from '@/lib/lazy-component.ts';
import { MountOnce } from '@/lib/mount-once.tsx';

const RepresentativeDialog = lazyComponent(() => import('./RepresentativeDialog.tsx').then((m) => m.RepresentativeDialog), 'RepresentativeDialog').Component;

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
  const query = useListQuery({ filters: { AdminOverride: adminOverride || null } });
  const list = useRepresentatives(charityId, query.body);
  const remove = useDeleteRepresentative(charityId);
  const [dialog, setDialog] = useState<{ representative: CharityRepresentative | null } | null>(null);

  return (
    <>
      <PeoplePanel
        texts={{
          panel: t('charityAdmin.representatives.panel'),
          name: t('charityAdmin.representatives.name'),
          email: t('charityAdmin.representatives.email'),
          role: t('charityAdmin.representatives.role'),
          invite: t('charityAdmin.representatives.invite'),
          delete: t('charityAdmin.positions.delete'),
          deleteLabel: (name) => t('charityAdmin.representatives.deleteLabel', { name }),
          confirmDelete: t('charityAdmin.representatives.confirmDelete'),
          deleted: t('charityAdmin.representatives.deleted'),
          empty: t('charityAdmin.representatives.empty'),
        }}
        rows={list.data?.representatives}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        paging={query}
        roleOf={(r) => r.roles.map((x) => x.name).join(', ')}
        canInvite={canInvite}
        onInvite={() => setDialog({ representative: null })}
        rowActions={(r) =>
          onLogin ? (
            <Button size="small" onClick={() => onLogin(r)} aria-label={t('staffCharities.loginLabel', { name: `${r.firstName} ${r.lastName}` })}>
              {t('staffCharities.login')}
            </Button>
          ) : (
            canEdit && (
              <Button size="small" onClick={() => setDialog({ representative: r })} aria-label={t('charityAdmin.representatives.editLabel', { name: `${r.firstName} ${r.lastName}` })}>
                {t('common.edit')}
              </Button>
            )
          )
        }
        canSendReset={can('user.send-password-reset')}
        canDelete={() => canDelete}
        onDelete={(r) => remove.mutateAsync(r.id)}
        deleteBusy={remove.isPending}
        dialog={
          <MountOnce when={dialog !== null}>
            <RepresentativeDialog open={dialog !== null} charityId={charityId} representative={dialog?.representative ?? null} onClose={() => setDialog(null)} />
          </MountOnce>
        }
      />
      {canInvite && <RepresentativeInvitations charityId={charityId} adminOverride={adminOverride} />}
    </>
  );
}
