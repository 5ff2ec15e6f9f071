import { styled } from '@mui/material/styles';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserSession } from '@boardmatch/shared';
import { useAppDialogs } from '@/app/dialogs/app-dialogs-context.ts';
import { FOCUS_RING_INSIDE } from '@/app/theme.ts';
import { navItemsFor } from './navigation.ts';

/**
 * The row, drawn by CSS alone: a list of links that scrolls sideways on a narrow screen. (MUI's Tabs measured the page
 * on every load, to place its indicator and the size of its scroll bar, and drew the shell a second time with what it
 * measured; they are also for switching panels, not for links between pages.)
 */
const Row = styled('ul')(({ theme }) => ({
  display: 'flex',
  height: 48,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'none',
  '& > li': { display: 'flex', flexShrink: 0 },
  '& .nav-item': {
    ...theme.typography.button,
    fontWeight: 600,
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 48,
    minWidth: 90,
    justifyContent: 'center',
    padding: '12px 16px',
    boxSizing: 'border-box',
    margin: 0,
    border: 0,
    borderBottom: '2px solid transparent',
    background: 'none',
    color: theme.palette.text.secondary,
    textDecoration: 'none',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
  },
  '& .nav-item:hover': { color: theme.palette.text.primary },
  '& .nav-item:focus-visible': FOCUS_RING_INSIDE,
  '& .nav-item[aria-current="page"]': { color: theme.palette.primary.main, borderBottomColor: theme.palette.primary.main },
  '& .nav-item[aria-disabled="true"]': { color: theme.palette.text.disabled, cursor: 'default' },
}));

/** The tab row of the selected involvement: links to its pages; FAQ opens the FAQ dialog. */
export function NavTabs({ session }: { session: UserSession }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const dialogs = useAppDialogs();
  const items = navItemsFor(session);
  const current = items.findIndex((item) => item.to && (pathname === item.to || pathname.startsWith(`${item.to}/`)));
  return (
    <nav aria-label={t('shell.mainNavigation')}>
      <Row>
        {items.map((item, index) => (
          <li key={item.label}>
            {item.disabled ? (
              // Not yet open to this user (onboarding first): named, but neither a link nor focusable.
              <span className="nav-item" role="link" aria-disabled="true">
                {t(item.label)}
              </span>
            ) : item.to ? (
              <RouterLink className="nav-item" to={item.to} aria-current={index === current ? 'page' : undefined}>
                {t(item.label)}
              </RouterLink>
            ) : (
              <button type="button" className="nav-item" onClick={() => dialogs.openFaq()}>
                {t(item.label)}
              </button>
            )}
          </li>
        ))}
      </Row>
    </nav>
  );
}
