import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The participant's agreement, consent and release. */
export function ReleaseFormText({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const paragraphs = t('release.paragraphs', { returnObjects: true }) as readonly string[];
  return (
    <Box>
      <Typography component={`h${headingLevel}`} variant="h3" gutterBottom>
        {t('release.title')}
      </Typography>
      {paragraphs.map((text) => (
        <Typography key={text} paragraph variant="body2">
          {text}
        </Typography>
      ))}
    </Box>
  );
}
