import { useTranslation } from 'react-i18next';
import type { StaffRoleWithPermissions } from '@boardmatch/shared';
import { PermissionFlag, RolesTable, type RoleColumn } from '@/components/RolesTable.tsx';
import { translateKey } from '@/lib/translate-key.ts';
import { useStaffRoles } from '@/features/staff/api/find-staff-roles.ts';
import { useStaffLabels } from './staff-labels.ts';

type Permission = StaffRoleWithPermissions['permissions'][number];

/** Admin Roles: each staff role with its permissions, one access flag per claim, as the server has them. */
export function StaffRolesPanel() {
  const { t, i18n } = useTranslation();
  const roles = useStaffRoles();
  const labels = useStaffLabels();
  const columns: RoleColumn<Permission>[] = [
    { header: t('staffAdmin.roles.claim'), cell: (p) => p.claim },
    { header: t('staffAdmin.roles.description'), cell: (p) => labels.claim(p.claim, p.description) },
    {
      header: t('staffAdmin.roles.access'),
      align: 'center',
      cell: (p) => <PermissionFlag granted={p.reads} grantedText={t('staffAdmin.roles.granted')} notGrantedText={t('staffAdmin.roles.notGranted')} />,
    },
  ];
  // The built-in roles' one-line summaries; a role added later shows its table alone.
  const summary = (role: { name: string }) => {
    const key = `staffAdmin.roles.summary.${role.name}`;
    return i18n.exists(key) ? translateKey(t, key) : null;
  };
  return <RolesTable roles={roles.data ?? []} roleName={(role) => labels.role(role.name)} summary={summary} tableLabel={(role) => t('staffAdmin.roles.tableLabel', { role })} columns={columns} />;
}
