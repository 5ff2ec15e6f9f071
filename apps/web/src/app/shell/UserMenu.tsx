import { useId, useState } from 'react';
import { Avatar, Box, Button, Divider, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem, Typography } from '@mui/material';
import { readableOn } from '@/lib/readable-on.ts';
import CheckIcon from '@mui/icons-material/Check';
import LogoutIcon from '@mui/icons-material/Logout';
import EditIcon from '@mui/icons-material/Edit';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserInvolvement, UserSession } from '@boardmatch/shared';
import { useAuthStore } from '@/lib/auth-context.tsx';
import { useCan } from '@/lib/use-can.ts';
import { useAppDialogs } from '@/app/dialogs/app-dialogs-context.ts';
import { staffMenuItemsFor } from './navigation.ts';
import { useLoading, useNotify } from '@/lib/feedback/feedback-context.tsx';
import { INVOLVEMENT_COLOURS, initials, involvementDisplayName, shortenUserName, truncateRoleLabel, truncateSubtitle } from '@/lib/display.ts';
import { selectedInvolvement } from '@/lib/selected-involvement.ts';

const NAME_OFF_SCREEN = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The subtitle of the user menu button for the selected involvement (before truncation). */
export function useMenuSubtitle(selected: UserInvolvement | null | undefined): string {
  const { t } = useTranslation();
  if (!selected) return '';
  if (selected.involvement === 'boardmatch') return t('shell.adminView');
  if (selected.involvement === 'candidate') return t('shell.candidateView');
  return t('shell.charityView', { charity: selected.charityName ?? selected.name });
}

/** Initials (or image), name and view; the menu lists the involvements with a check on the selected one, and LOGOUT. */
export function UserMenu({ session }: { session: UserSession }) {
  const { t } = useTranslation();
  const store = useAuthStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loading = useLoading();
  const notify = useNotify();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const info = session.user.userInformation;
  const fullName = `${info.firstName} ${info.lastName}`.trim();
  const selected = selectedInvolvement(session);
  const subtitle = useMenuSubtitle(selected);
  const can = useCan();
  const dialogs = useAppDialogs();
  const charityId = session.charityRepresentative?.charityId ?? null;
  const mayUpdateCharity = selected?.involvement === 'charityRepresentative' && charityId !== null && can('charity.update', { charityId });
  const colour = selected ? INVOLVEMENT_COLOURS[selected.involvement] : '#455a64';

  const choose = async (involvement: UserInvolvement) => {
    setAnchor(null);
    if (involvement.id === session.selectedInvolvementId) return;
    try {
      await loading.during(() => store.switchInvolvement(involvement.involvement, involvement.charityId));
      queryClient.clear();
      navigate('/?forceReroute=true');
    } catch {
      notify.error(t('shell.switchFailed'));
    }
  };

  const logout = async () => {
    setAnchor(null);
    await loading.during(() => store.logout());
    queryClient.clear();
    navigate('/login');
  };

  return (
    <>
      <Button
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        sx={{ color: '#fff', textTransform: 'none', textAlign: 'left', gap: 1.25, px: 1 }}
      >
        <Avatar
          sx={{ bgcolor: info.profileColour || colour, color: readableOn(info.profileColour || colour), width: 40, height: 40, border: `3px solid ${colour}`, fontSize: 16 }}
          aria-hidden
        >
          {initials(info.firstName, info.lastName)}
        </Avatar>
        {/* Below md only the picture shows; the name stays for screen readers, so the button keeps a name. */}
        <Box sx={(theme) => ({ lineHeight: 1.2, [theme.breakpoints.down('md')]: NAME_OFF_SCREEN })}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600, fontSize: 15 }} title={fullName}>
            {shortenUserName(fullName)}
          </Typography>
          <Typography component="span" sx={{ display: 'block', fontSize: 13, opacity: 0.9 }} title={subtitle}>
            {truncateSubtitle(subtitle)}
          </Typography>
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <ListSubheader>{t('shell.involvements')}</ListSubheader>
        {session.involvements.map((involvement) => {
          const name = involvementDisplayName(involvement);
          const isSelected = involvement.id === session.selectedInvolvementId;
          return (
            <MenuItem
              key={involvement.id}
              onClick={() => void choose(involvement)}
              selected={isSelected}
              aria-current={isSelected ? 'true' : undefined}
              aria-label={name}
              sx={{ borderLeft: `4px solid ${INVOLVEMENT_COLOURS[involvement.involvement]}`, minWidth: 240 }}
            >
              <ListItemIcon>{isSelected && <CheckIcon fontSize="small" sx={{ color: INVOLVEMENT_COLOURS[involvement.involvement] }} />}</ListItemIcon>
              <ListItemText primary={truncateRoleLabel(name)} slotProps={{ primary: { title: name } }} />
            </MenuItem>
          );
        })}
        <Divider />
        {staffMenuItemsFor(session).length > 0 && <ListSubheader>{t('shell.staffPages')}</ListSubheader>}
        {staffMenuItemsFor(session).map((item) => (
          <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={() => setAnchor(null)}>
            <ListItemText inset primary={t(item.label)} />
          </MenuItem>
        ))}
        {mayUpdateCharity && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              dialogs.openUpdateCharity();
            }}
          >
            <ListItemIcon>
              <EditIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('charity.updateCharity')} />
          </MenuItem>
        )}
        <MenuItem onClick={() => void logout()}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('shell.logout')} />
        </MenuItem>
      </Menu>
    </>
  );
}
