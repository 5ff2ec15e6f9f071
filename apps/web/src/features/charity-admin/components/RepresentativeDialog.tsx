import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CharityRepresentativeRole, type CharityRepresentative } from '@boardmatch/shared';
import { InvitePersonDialog, type InvitePersonValues } from '@/components/InvitePersonDialog.tsx';
import { ResendPendingInvitation } from '@/components/ResendPendingInvitation.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { findRepresentativeInvitations } from '@/features/charity-admin/api/find-representative-invitations.ts';
import { useResendRepresentativeInvitation } from '@/features/charity-admin/api/resend-representative-invitation.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useRepresentativeRoles } from '@/features/charity-admin/api/find-representative-roles.ts';
import { useInviteRepresentative } from '@/features/charity-admin/api/invite-representative.ts';
import { useSetRepresentativeRole } from '@/features/charity-admin/api/update-representative-role.ts';

/** Invite a representative (role, e-mail, first and last name), or change one's role (the rest disabled). */
export function RepresentativeDialog({ open, charityId, representative, onClose }: { open: boolean; charityId: number; representative: CharityRepresentative | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const roles = useRepresentativeRoles(charityId);
  const invite = useInviteRepresentative(charityId);
  const setRole = useSetRepresentativeRole(charityId);
  const resend = useResendRepresentativeInvitation(charityId);
  const [pendingFor, setPendingFor] = useState<string | null>(null);
  const initialValues = useMemo<InvitePersonValues>(
    () =>
      representative
        ? { roleId: representative.roles[0]?.id ?? null, email: representative.email, firstName: representative.firstName, lastName: representative.lastName }
        : { roleId: CharityRepresentativeRole.basicAccess, email: '', firstName: '', lastName: '' },
    [representative],
  );

  return (
    <>
      <InvitePersonDialog
        open={open}
        title={representative ? t('charityAdmin.representatives.editTitle') : t('charityAdmin.representatives.invite')}
        labels={{ role: t('charityAdmin.representatives.role'), email: t('charityAdmin.representatives.email'), firstName: t('registration.firstName'), lastName: t('registration.lastName') }}
        roles={roles.data}
        initialValues={initialValues}
        editing={representative !== null}
        submitting={invite.isPending || setRole.isPending}
        onSave={async (person) => {
          if (representative) {
            await setRole.mutateAsync({ id: representative.id, roleId: person.roleId });
            notify.success(t('charityAdmin.representatives.updated'));
          } else {
            try {
              await invite.mutateAsync({ charityId, charityRepresentativeRoleId: person.roleId, email: person.email, firstName: person.firstName, lastName: person.lastName });
            } catch (error) {
              // Already invited: offer to send that invitation again instead.
              if (isApiError(error) && error.code === 'INVITATION_PENDING') setPendingFor(person.email);
              throw error;
            }
            notify.success(t('charityAdmin.representatives.invited'));
          }
        }}
        onClose={onClose}
      />
      <ResendPendingInvitation
        email={pendingFor}
        message={t('charityAdmin.invitations.offerResend', { email: pendingFor ?? '' })}
        resentText={t('charityAdmin.invitations.resent')}
        find={async (email) => (await findRepresentativeInvitations(charityId, { Search: email })).invitations}
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
