import { Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isWebLink } from './interview-time.ts';

const MARK = '\u0000';

/** 'Place: {place}', the place a link when it is a web address (a video call). */
export function InterviewPlace({ place }: { place: string }) {
  const { t } = useTranslation();
  if (!isWebLink(place)) return <Typography sx={{ overflowWrap: 'anywhere' }}>{t('interviews.at', { place })}</Typography>;
  const [before = '', after = ''] = t('interviews.at', { place: MARK }).split(MARK);
  return (
    <Typography sx={{ overflowWrap: 'anywhere' }}>
      {before}
      <Link href={place.trim()} target="_blank" rel="noopener noreferrer">
        {place.trim()}
      </Link>
      {after}
    </Typography>
  );
}
