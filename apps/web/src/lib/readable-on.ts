import { getContrastRatio } from '@mui/material/styles';

/** White or near-black text, whichever reads on a profile colour (WCAG AA, 4.5:1). */
export function readableOn(background: string): string {
  try {
    return getContrastRatio(background, '#fff') >= 4.5 ? '#fff' : '#1d2329';
  } catch {
    return '#fff';
  }
}
