import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import { translateKey } from '@/lib/translate-key.ts';
import { useStaffRoles } from '@/features/staff/api/staff-admin-api.ts';
import { useStaffLabels } from './staff-labels.ts';

const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** Admin Roles: each staff role with its permissions, one access flag per claim, as the server has them. */
export function StaffRolesPanel() {
  const { t, i18n } = useTranslation();
  const roles = useStaffRoles();
  const labels = useStaffLabels();
  return (
    <Box>
      {(roles.data ?? []).map((role) => {
        const summaryKey = `staffAdmin.roles.summary.${role.name}`;
        // The built-in roles' one-line summaries; a role added later shows its table alone.
        return (
          <Box key={role.id} sx={{ mb: 3 }}>
            <Typography variant="h6" component="h3">
              {labels.role(role.name)}
            </Typography>
            {i18n.exists(summaryKey) && (
              <Typography color="text.secondary" gutterBottom>
                {translateKey(t, summaryKey)}
              </Typography>
            )}
            <Table size="small" aria-label={t('staffAdmin.roles.tableLabel', { role: labels.role(role.name) })}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('staffAdmin.roles.claim')}</TableCell>
                  <TableCell>{t('staffAdmin.roles.description')}</TableCell>
                  <TableCell align="center">{t('staffAdmin.roles.access')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {role.permissions.map((p) => (
                  <TableRow key={p.claim}>
                    <TableCell>{p.claim}</TableCell>
                    <TableCell>{labels.claim(p.claim, p.description)}</TableCell>
                    <TableCell align="center">
                      {p.reads ? <CheckIcon fontSize="small" color="success" titleAccess={t('staffAdmin.roles.granted')} /> : <>
                          <span aria-hidden>—</span>
                          <Box component="span" sx={visuallyHidden}>
                            {t('staffAdmin.roles.notGranted')}
                          </Box>
                        </>}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        );
      })}
    </Box>
  );
}
