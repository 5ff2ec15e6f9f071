import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { DataTable, type DataTableColumn } from './DataTable.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

export interface RoleColumn<P> {
  header: string;
  align?: 'center';
  cell: (permission: P) => ReactNode;
}

interface Role<P> {
  id: number;
  name: string;
  permissions: readonly P[];
}

interface RolesTableProps<R extends Role<P>, P extends { claim: string }> {
  roles: readonly R[];
  /** The role's name as shown (its heading and its table's label). */
  roleName: (role: R) => string;
  /** A line under the role's name, if it has one. */
  summary?: (role: R) => ReactNode;
  tableLabel: (roleName: string) => string;
  columns: readonly RoleColumn<P>[];
}

/** Each role under its name, with a table of its permissions: one row per claim (a card a claim on a phone). */
export function RolesTable<R extends Role<P>, P extends { claim: string }>({ roles, roleName, summary, tableLabel, columns }: RolesTableProps<R, P>) {
  const tableColumns: DataTableColumn<P>[] = columns.map((column) => ({ id: column.header, header: column.header, align: column.align, cell: column.cell }));
  return (
    <Box>
      {roles.map((role) => {
        const line = summary?.(role);
        return (
          <Box key={role.id} sx={{ mb: 3 }}>
            <Typography variant="h6" component="h3" gutterBottom={!line}>
              {roleName(role)}
            </Typography>
            {line && (
              <Typography color="text.secondary" gutterBottom>
                {line}
              </Typography>
            )}
            <DataTable label={tableLabel(roleName(role))} columns={tableColumns} rows={[...role.permissions]} rowKey={(p) => p.claim} loading={false} emptyText="" />
          </Box>
        );
      })}
    </Box>
  );
}

/** A permission's flag: a tick named for screen readers, or a dash they hear as the words given. */
export function PermissionFlag({ granted, grantedText, notGrantedText }: { granted: boolean; grantedText: string; notGrantedText: string }) {
  if (granted) return <CheckIcon fontSize="small" color="success" titleAccess={grantedText} />;
  return (
    <>
      <span aria-hidden>—</span>
      <VisuallyHidden>{notGrantedText}</VisuallyHidden>
    </>
  );
}
