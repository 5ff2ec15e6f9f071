import { useRef, useState } from 'react';
import { Button, CircularProgress, Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffUser } from '@boardmatch/shared';
import { serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { MountOnce } from '@/lib/mount-once.tsx';
import { useChangeStaffRole } from '@/features/staff/api/change-staff-role.ts';
import { useStaffRoles } from '@/features/staff/api/find-staff-roles.ts';
import { useStaffLabels } from './staff-labels.ts';

/** 'Change role': a menu of the staff roles; the server keeps the last Admin (its message shows). */
export function StaffRoleSelect({ user }: { user: StaffUser }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const labels = useStaffLabels();
  const roles = useStaffRoles();
  const change = useChangeStaffRole();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const name = `${user.firstName} ${user.lastName}`;

  const choose = async (roleId: number) => {
    setAnchor(null);
    if (busy.current || roleId === user.role.id) return;
    busy.current = true;
    setSaving(true);
    try {
      await change.mutateAsync({ id: user.id, roleId });
      notify.success(t('staffAdmin.users.roleChanged'));
    } catch (error) {
      notify.error(serverMessage(error));
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={saving || !roles.data}
        aria-label={t('staffAdmin.users.changeRoleLabel', { name })}
        aria-haspopup="menu"
        aria-busy={saving}
        startIcon={saving ? <CircularProgress size={14} color="inherit" /> : undefined}
      >
        {t('staffAdmin.users.changeRole')}
      </Button>
      {/* Drawn once first opened: a table holds one on every row (twice, with the phone's cards). */}
      <MountOnce when={anchor !== null}>
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {(roles.data ?? []).map((role) => (
            <MenuItem key={role.id} selected={role.id === user.role.id} onClick={() => void choose(role.id)}>
              {labels.role(role.name)}
            </MenuItem>
          ))}
        </Menu>
      </MountOnce>
    </>
  );
}
