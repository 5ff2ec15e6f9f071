import { Box, Tab, Tabs } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserSession } from '@boardmatch/shared';
import { useAppDialogs } from '@/app/dialogs/app-dialogs-context.ts';
import { navItemsFor } from './navigation.ts';

/** The tab row of the selected involvement; FAQ opens the FAQ dialog. */
export function NavTabs({ session }: { session: UserSession }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const dialogs = useAppDialogs();
  const items = navItemsFor(session);
  const current = items.findIndex((item) => item.to && (pathname === item.to || pathname.startsWith(`${item.to}/`)));
  return (
    <Box component="nav" aria-label={t('shell.mainNavigation')}>
      <Tabs
        value={current >= 0 ? current : false}
        variant="scrollable"
        scrollButtons="auto"
        textColor="primary"
        indicatorColor="primary"
        sx={{ minHeight: 48, '& .MuiTab-root': { minHeight: 48, fontWeight: 600 } }}
      >
        {items.map((item, index) =>
          item.to ? (
            <Tab
              key={item.label}
              value={index}
              label={t(item.label)}
              component={RouterLink}
              to={item.to}
              disabled={item.disabled}
              aria-current={index === current ? 'page' : undefined}
            />
          ) : (
            <Tab key={item.label} value={index} label={t(item.label)} onClick={() => dialogs.openFaq()} disabled={item.disabled} />
          ),
        )}
      </Tabs>
    </Box>
  );
}
