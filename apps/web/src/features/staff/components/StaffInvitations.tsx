import { PendingInvitationsTable, usePendingInvitationsTexts } from '@/components/PendingInvitationsTable.tsx';
import { useListQuery } from '@/lib/use-list-query.ts';
import { useStaffInvitations } from '@/features/staff/api/find-staff-invitations.ts';
import { useResendStaffInvitation } from '@/features/staff/api/resend-staff-invitation.ts';
import { useRevokeStaffInvitation } from '@/features/staff/api/revoke-staff-invitation.ts';
import { useStaffLabels } from './staff-labels.ts';

/** The pending staff invitations, with Resend and Revoke (the staff role Admin's). */
export function StaffInvitations() {
  const texts = usePendingInvitationsTexts('staffAdmin.invitations');
  const labels = useStaffLabels();
  const query = useListQuery({ filters: { AdminOverride: true } });
  const list = useStaffInvitations(query.body);
  const resend = useResendStaffInvitation();
  const revoke = useRevokeStaffInvitation();
  return (
    <PendingInvitationsTable
      texts={texts}
      rows={list.data?.invitations}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
      paging={query}
      roleOf={(i) => labels.role(i.role.name)}
      onResend={(i) => resend.mutateAsync(i.id)}
      onRevoke={(i) => revoke.mutateAsync(i.id)}
    />
  );
}
