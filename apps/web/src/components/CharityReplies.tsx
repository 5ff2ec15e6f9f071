import { Stack, Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CharityReplies as Replies } from '@boardmatch/shared';

/**
 * 'Usually replies within {n} days' and 'Replies to {p}% of applicants', once the charity has enough applications.
 * `sx` adjusts the spacing where it is shown (a table cell wants no top margin).
 */
export function CharityReplies({ replies, sx }: { replies: Replies | null | undefined; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  if (!replies) return null;
  return (
    <Stack component="p" direction="row" aria-label={t('charityReplies.label')} sx={[{ m: 0, mt: 0.5, flexWrap: 'wrap', columnGap: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {replies.medianDays !== null && (
        <Typography component="span" variant="body2" color="text.secondary">
          {t('charityReplies.within', { count: replies.medianDays })}
        </Typography>
      )}
      <Typography component="span" variant="body2" color="text.secondary">
        {t('charityReplies.share', { percent: replies.sharePercent })}
      </Typography>
    </Stack>
  );
}
