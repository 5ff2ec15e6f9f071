import { Box, Typography } from '@mui/material';

/** The BoardMatch mark and name. */
/** With responsiveText the name is hidden on extra-small screens (the mark stays). */
export function Logo({ size = 40, inverse = false, responsiveText = false }: { size?: number; inverse?: boolean; responsiveText?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 64 64" width={size} height={size} aria-hidden sx={{ flexShrink: 0 }}>
        <rect width="64" height="64" rx="12" fill={inverse ? '#ffffff' : '#0b5d4b'} />
        <path
          d="M16 44V20h14c6 0 9 3 9 7 0 3-2 5-4 6 3 1 5 3 5 6 0 5-4 8-10 8H16zm8-14h5c2 0 3-1 3-3s-1-3-3-3h-5v6zm0 8h6c2 0 3-1 3-3s-1-3-3-3h-6v6z"
          fill={inverse ? '#0b5d4b' : '#ffffff'}
        />
        <circle cx="48" cy="42" r="5" fill="#8bd3b5" />
      </Box>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: size * 0.55, color: inverse ? '#fff' : 'primary.dark', letterSpacing: 0.2, display: responsiveText ? { xs: 'none', sm: 'inline' } : 'inline' }}>
        BoardMatch
      </Typography>
    </Box>
  );
}
