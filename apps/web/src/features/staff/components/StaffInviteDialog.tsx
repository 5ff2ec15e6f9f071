import { useTranslation } from 'react-i18next';
import { StaffRole } from '@boardmatch/shared';
import { InvitePersonDialog, type InvitePersonValues } from '@/components/InvitePersonDialog.tsx';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useStaffRoles } from '@/features/staff/api/find-staff-roles.ts';
import { useInviteStaffUser } from '@/features/staff/api/invite-staff-user.ts';
import { useStaffLabels } from './staff-labels.ts';

const EMPTY: InvitePersonValues = { roleId: StaffRole.staff, email: '', firstName: '', lastName: '' };

/** Staff invite: role, e-mail (valid), first and last name, all required. */
export function StaffInviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const roles = useStaffRoles();
  const labels = useStaffLabels();
  const invite = useInviteStaffUser();

  return (
    <InvitePersonDialog
      open={open}
      title={t('staffAdmin.users.invite')}
      labels={{ role: t('staffAdmin.users.role'), email: t('staffAdmin.users.email'), firstName: t('staffAdmin.users.firstName'), lastName: t('staffAdmin.users.lastName') }}
      roles={(roles.data ?? []).map((r) => ({ id: r.id, name: labels.role(r.name) }))}
      initialValues={EMPTY}
      submitting={invite.isPending}
      onSave={async (person) => {
        await invite.mutateAsync({ boardMatchRepresentativeRoleId: person.roleId, email: person.email, firstName: person.firstName, lastName: person.lastName });
        notify.success(t('staffAdmin.users.invited'));
      }}
      onClose={onClose}
    />
  );
}
