import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { enUS, frFR } from '@mui/material/locale';

const FOCUS_RING = { outline: '3px solid #1d2329', outlineOffset: '2px', boxShadow: '0 0 0 2px #ffffff' } as const;
export const FOCUS_RING_INSIDE = { outline: '3px solid #1d2329', outlineOffset: '-3px', boxShadow: 'none' } as const;

/** The animations by which MUI's InputBase notices the browser filled an input in (its names, which it does not export). */
export const AUTOFILL = { filled: 'mui-auto-fill', cleared: 'mui-auto-fill-cancel' } as const;

/**
 * The indeterminate loading bar's two strokes, as MUI draws them (its own keyframes move their left and right edges),
 * but moved and stretched instead: MUI's made the page lay itself out and repaint at every frame, on the page's only
 * thread, for as long as a page waited for the app; a transform is drawn apart from it. 'left' is where a stroke starts
 * and 'width' how much of the bar it covers, at the start and at 60% of each turn, as in MUI's keyframes.
 */
export const PROGRESS = {
  first: { name: 'boardmatch-progress-1', from: { left: -35, width: 35 }, to: { left: 100, width: 90 } },
  second: { name: 'boardmatch-progress-2', from: { left: -200, width: 200 }, to: { left: 107, width: 1 } },
} as const;

const stroke = ({ left, width }: { left: number; width: number }) => ({ transform: `translateX(${left}%) scaleX(${width / 100})` });
const strokeKeyframes = ({ from, to }: (typeof PROGRESS)[keyof typeof PROGRESS]) => ({ '0%': stroke(from), '60%': stroke(to), '100%': stroke(to) });

/** Deep green and blue, close to a charity brand; every text colour meets WCAG AA on its background. */
const options: ThemeOptions = {
  palette: {
    primary: { main: '#0b5d4b', dark: '#063f33', light: '#3d8b77', contrastText: '#ffffff' },
    secondary: { main: '#1f4e79', dark: '#12314d', light: '#4f79a3', contrastText: '#ffffff' },
    error: { main: '#c62828' },
    warning: { main: '#b54708', contrastText: '#ffffff' },
    info: { main: '#01579b', contrastText: '#ffffff' },
    success: { main: '#2e7d32' },
    background: { default: '#eef1f4', paper: '#ffffff' },
    text: { primary: '#1d2329', secondary: '#4a5561' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 600 },
    h2: { fontSize: '1.5rem', fontWeight: 600 },
    h3: { fontSize: '1.2rem', fontWeight: 600 },
    h4: { fontSize: '1.05rem', fontWeight: 600 },
    button: { fontWeight: 600 },
  },
  components: {
    // Everything clickable shows where the keyboard is: a dark ring, kept off the element by a white one, so it reads on
    // filled chips and buttons as well as on the page. Elements that fill their box (tabs, menu items, cards) ring inside.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    MuiChip: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    MuiLink: { styleOverrides: { root: { '&:focus-visible, &.Mui-focusVisible': FOCUS_RING } } },
    MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING_INSIDE } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING_INSIDE } } },
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING_INSIDE } } },
    MuiCardActionArea: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING_INSIDE } } },
    // A tab row wider than the screen scrolls, with arrows shown on phones too.
    MuiTabs: { defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLinearProgress: {
      styleOverrides: {
        root: {
          '& .MuiLinearProgress-bar1Indeterminate, & .MuiLinearProgress-bar2Indeterminate': { left: 0, right: 0, width: 'auto', transformOrigin: 'left' },
          '& .MuiLinearProgress-bar1Indeterminate': { animation: `${PROGRESS.first.name} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite` },
          '& .MuiLinearProgress-bar2Indeterminate': { animation: `${PROGRESS.second.name} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite backwards` },
        },
      },
    },
    // The spinner turns without its arc growing and shrinking, which repainted it at every frame on the page's thread.
    MuiCircularProgress: { defaultProps: { disableShrink: true } },
    MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
    MuiFormControl: { defaultProps: { size: 'small' } },
    // Every input used to write the autofill keyframes in a style sheet of its own: a form of twenty fields added twenty
    // sheets as it drew, each making the browser read the page's styles again. They are written once, with the page's
    // base styles, and each input keeps the animation by which it notices the browser filled it in.
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: {
        input: { animationName: AUTOFILL.cleared, animationDuration: '10ms', '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTOFILL.filled } },
      },
    },
    MuiCssBaseline: {
      styleOverrides: {
        // As MUI writes them: not empty (Emotion drops an empty one), and with nothing the browser would animate.
        [`@keyframes ${AUTOFILL.filled}`]: { from: { animationName: AUTOFILL.filled } },
        [`@keyframes ${AUTOFILL.cleared}`]: { from: { animationName: AUTOFILL.cleared } },
        [`@keyframes ${PROGRESS.first.name}`]: strokeKeyframes(PROGRESS.first),
        [`@keyframes ${PROGRESS.second.name}`]: strokeKeyframes(PROGRESS.second),
      },
    },
  },
};

export const theme = createTheme(options, enUS);
let french: typeof theme | null = null;

/** The theme with MUI's own texts (table pagers, pickers) in the page's language; the French one is made when first asked. */
export function themeFor(language: string) {
  if (!language.startsWith('fr')) return theme;
  french ??= createTheme(options, frFR);
  return french;
}
