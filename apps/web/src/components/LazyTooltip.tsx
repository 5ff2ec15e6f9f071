import { cloneElement, useEffect, useState, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { Box, Popper } from '@mui/material';
import { alpha } from '@mui/material/styles';

type Child = ReactElement<{
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: () => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: () => void;
}>;

function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // a browser that cannot tell
  }
}

/**
 * A button's tooltip, as MUI's looks, kept out of the page until it shows. MUI's Tooltip keeps its button's node in
 * state, so each one draws its button a second time, at once, as soon as it is on the page: a table with tooltips on
 * every row's actions drew all their buttons twice in one long task after it appeared. This one holds nothing until the
 * mouse comes to its button or the keyboard focuses it; Escape hides it. A finger's tap does what the button does.
 */
export function LazyTooltip({ title, children }: { title: ReactNode; children: Child }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!anchor) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setAnchor(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [anchor]);

  return (
    <>
      {cloneElement(children, {
        onPointerEnter: (event: PointerEvent<HTMLElement>) => {
          if (event.pointerType === 'mouse') setAnchor(event.currentTarget);
        },
        onPointerLeave: () => setAnchor(null),
        // The keyboard's focus, not a click's.
        onFocus: (event: FocusEvent<HTMLElement>) => {
          if (focusVisible(event.currentTarget)) setAnchor(event.currentTarget);
        },
        onBlur: () => setAnchor(null),
      })}
      {anchor && (
        <Popper open anchorEl={anchor} placement="bottom" sx={{ zIndex: 'tooltip', pointerEvents: 'none' }}>
          <Box
            sx={(theme) => ({
              mt: '14px',
              px: 1,
              py: 0.5,
              maxWidth: 300,
              borderRadius: 1,
              color: theme.palette.common.white,
              backgroundColor: alpha(theme.palette.grey[700], 0.92),
              ...theme.typography.caption,
              fontSize: theme.typography.pxToRem(11),
              fontWeight: theme.typography.fontWeightMedium,
            })}
          >
            {title}
          </Box>
        </Popper>
      )}
    </>
  );
}
