import { useTranslation } from 'react-i18next';
import type { RepresentativeRole } from '@boardmatch/shared';
import { PermissionFlag, RolesTable, type RoleColumn } from '@/components/RolesTable.tsx';
import { useRepresentativeRoles } from '@/features/charity-admin/api/find-representative-roles.ts';
import { translateKey } from '@/lib/translate-key.ts';

type Permission = RepresentativeRole['permissions'][number];
const OPERATIONS = ['reads', 'creates', 'updates', 'deletes'] as const;

/** Charity Roles: each role with its read, create, update and delete permission per area. */
export function RolesPanel({ charityId }: { charityId: number }) {
  const { t } = useTranslation();
  const roles = useRepresentativeRoles(charityId);
  // The server's descriptions are English; the page's language has its own, the stored one stays the fallback.
  const claimText = (p: Permission) => translateKey(t, `staffAdmin.claimDescriptions.${p.claim}`, { defaultValue: p.description || p.claim });
  const columns: RoleColumn<Permission>[] = [
    { header: t('charityAdmin.roles.claim'), cell: (p) => claimText(p) },
    ...OPERATIONS.map((op) => {
      const header = t(`charityAdmin.roles.${op}`);
      return { header, align: 'center' as const, cell: (p: Permission) => <PermissionFlag granted={p[op] === 1} grantedText={header} notGrantedText={t('common.no')} /> };
    }),
  ];
  return <RolesTable roles={roles.data ?? []} roleName={(role) => role.name} tableLabel={(role) => t('charityAdmin.roles.tableLabel', { role })} columns={columns} />;
}
