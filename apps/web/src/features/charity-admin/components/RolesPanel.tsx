import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import { useRepresentativeRoles } from '@/features/charity-admin/api/representatives-api.ts';

/** Charity Roles: each role with its read, create, update and delete permission per area. */
export function RolesPanel({ charityId }: { charityId: number }) {
  const { t } = useTranslation();
  const roles = useRepresentativeRoles(charityId);
  const flag = (granted: number, label: string) => (granted === 1 ? <CheckIcon fontSize="small" color="success" titleAccess={label} /> : <span aria-label={t('common.no')}>—</span>);
  return (
    <Box>
      {(roles.data ?? []).map((role) => (
        <Box key={role.id} sx={{ mb: 3 }}>
          <Typography variant="h6" component="h3" gutterBottom>
            {role.name}
          </Typography>
          <Table size="small" aria-label={t('charityAdmin.roles.tableLabel', { role: role.name })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('charityAdmin.roles.claim')}</TableCell>
                {(['reads', 'creates', 'updates', 'deletes'] as const).map((op) => (
                  <TableCell key={op} align="center">
                    {t(`charityAdmin.roles.${op}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {role.permissions.map((p) => (
                <TableRow key={p.claim}>
                  <TableCell>{p.description || p.claim}</TableCell>
                  {(['reads', 'creates', 'updates', 'deletes'] as const).map((op) => (
                    <TableCell key={op} align="center">
                      {flag(p[op], t(`charityAdmin.roles.${op}`))}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ))}
    </Box>
  );
}
