import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffRole } from '@boardmatch/shared';
import { InvitePersonDialog, type InvitePersonValues } from '@/components/InvitePersonDialog.tsx';
import { ResendPendingInvitation } from '@/components/ResendPendingInvitation.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { findStaffInvitations } from '@/features/staff/api/find-staff-invitations.ts';
import { useResendStaffInvitation } from '@/features/staff/api/resend-staff-invitation.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useStaffRoles } from '@/features/staff/api/find-staff-roles.ts';
import { useInviteStaffUser } from '@/features/staff/api/invite-staff-user.ts';
import { useStaffLabels } from './staff-labels.ts';

const EMPTY: InvitePersonValues = { roleId: StaffRole.staff, email: '', firstName: '', lastName: '' };

/** Staff invite: role, e-mail (valid), first and last name, all required; an e-mail already invited is offered Resend. */
export function StaffInviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const roles = useStaffRoles();
  const labels = useStaffLabels();
  const invite = useInviteStaffUser();
  const resend = useResendStaffInvitation();
  const [pendingFor, setPendingFor] = useState<string | null>(null);

  return (
    <>
      <InvitePersonDialog
        open={open}
        title={t('staffAdmin.users.invite')}
        labels={{ role: t('staffAdmin.users.role'), email: t('staffAdmin.users.email'), firstName: t('staffAdmin.users.firstName'), lastName: t('staffAdmin.users.lastName') }}
        roles={roles.data?.map((r) => ({ id: r.id, name: labels.role(r.name) }))}
        initialValues={EMPTY}
        submitting={invite.isPending}
        onSave={async (person) => {
          try {
            await invite.mutateAsync({ boardMatchRepresentativeRoleId: person.roleId, email: person.email, firstName: person.firstName, lastName: person.lastName });
          } catch (error) {
            if (isApiError(error) && error.code === 'INVITATION_PENDING') setPendingFor(person.email);
            throw error;
          }
          notify.success(t('staffAdmin.users.invited'));
        }}
        onClose={onClose}
      />
      <ResendPendingInvitation
        email={pendingFor}
        message={t('staffAdmin.invitations.offerResend', { email: pendingFor ?? '' })}
        resentText={t('staffAdmin.invitations.resent')}
        find={async (email) => (await findStaffInvitations({ Filters: [{ name: 'AdminOverride', values: [1] }], Search: email })).invitations}
        resend={(id) => resend.mutateAsync(id)}
        onCancel={() => setPendingFor(null)}
        onResent={() => {
          setPendingFor(null);
          onClose();
        }}
      />
    </>
  );
}
