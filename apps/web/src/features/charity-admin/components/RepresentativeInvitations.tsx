import { PendingInvitationsTable, usePendingInvitationsTexts } from '@/components/PendingInvitationsTable.tsx';
import { useListQuery } from '@/lib/use-list-query.ts';
import { useRepresentativeInvitations } from '@/features/charity-admin/api/find-representative-invitations.ts';
import { useResendRepresentativeInvitation } from '@/features/charity-admin/api/resend-representative-invitation.ts';
import { useRevokeRepresentativeInvitation } from '@/features/charity-admin/api/revoke-representative-invitation.ts';

/** The charity's pending representative invitations, with Resend and Revoke (for whoever may invite). */
export function RepresentativeInvitations({ charityId, adminOverride = false }: { charityId: number; adminOverride?: boolean }) {
  const texts = usePendingInvitationsTexts('charityAdmin.invitations');
  const query = useListQuery({ filters: { AdminOverride: adminOverride || null } });
  const list = useRepresentativeInvitations(charityId, query.body);
  const resend = useResendRepresentativeInvitation(charityId);
  const revoke = useRevokeRepresentativeInvitation(charityId);
  return (
    <PendingInvitationsTable
      texts={texts}
      rows={list.data?.invitations}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
      paging={query}
      roleOf={(i) => i.role.name}
      onResend={(i) => resend.mutateAsync(i.id)}
      onRevoke={(i) => revoke.mutateAsync(i.id)}
    />
  );
}
