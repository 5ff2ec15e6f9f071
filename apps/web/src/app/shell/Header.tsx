import { AppBar, Box, Button, Link } from '@mui/material';
import { HEADER_HEIGHT_PX, Involvement } from '@boardmatch/shared';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/Logo.tsx';
import { useAuth } from '@/lib/auth-context.tsx';
import { useAppDialogs } from '@/app/dialogs/app-dialogs-context.ts';
import { NavTabs } from './NavTabs.tsx';
import { SearchBar } from './SearchBar.tsx';
import { UserMenu } from './UserMenu.tsx';
import { selectedInvolvement } from '@/lib/selected-involvement.ts';

const TOP_ROW_PX = HEADER_HEIGHT_PX - 48;

/** The fixed 117 px header: logo, search bar, Back To Admin, user menu (or 'Sign-in / Join now'; neither while the
 * session is being restored), then the tab row. */
export function Header() {
  const { t } = useTranslation();
  const { session, status } = useAuth();
  const dialogs = useAppDialogs();
  const selected = selectedInvolvement(session);
  return (
    <AppBar component="header" position="fixed" elevation={1} sx={{ height: HEADER_HEIGHT_PX, bgcolor: 'primary.main' }}>
      <Box sx={{ height: TOP_ROW_PX, display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, px: { xs: 1, sm: 3 } }}>
        <Link component={RouterLink} to="/" aria-label={t('shell.logoLabel')} underline="none" sx={{ color: '#fff', flexShrink: 0 }}>
          <Logo size={36} inverse responsiveText />
        </Link>
        <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>
          {session && <SearchBar isCandidate={selected?.involvement === Involvement.candidate} />}
        </Box>
        {session && !session.isSelf && (
          <Button variant="contained" color="error" onClick={dialogs.openAuthenticate} sx={{ flexShrink: 0 }}>
            {t('shell.backToAdmin')}
          </Button>
        )}
        {session ? (
          <UserMenu session={session} />
        ) : status === 'restoring' ? null : (
          <Button component={RouterLink} to="/login" variant="outlined" sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.7)', flexShrink: 0 }}>
            {t('shell.signInJoin')}
          </Button>
        )}
      </Box>
      <Box sx={{ height: 48, bgcolor: '#fff', color: 'text.primary', px: { xs: 0, sm: 2 }, borderBottom: '1px solid', borderColor: 'divider' }}>
        {session && <NavTabs session={session} />}
      </Box>
    </AppBar>
  );
}
