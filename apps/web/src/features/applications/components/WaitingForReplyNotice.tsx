import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/use-can.ts';
import { useWaitingForReply } from '@/features/applications/api/find-applications.ts';

/** Where the notice leads: the Applications tab with 'Needs a reply' on. */
export const NEEDS_REPLY_PATH = '/charity-postings?tab=applications&needsReply=1';

/**
 * '{n} applicants are waiting for a reply' on the charity's pages, for those who read its applications, linked to the
 * Applications tab filtered to them. Nothing when none waits. One count, no rows (a page of one).
 */
export function WaitingForReplyNotice({ charityId }: { charityId: number }) {
  const { t } = useTranslation();
  const can = useCan();
  const allowed = charityId > 0 && can('application.read-charity', { charityId });
  const waiting = useWaitingForReply(charityId, allowed);
  const count = waiting.data?.total ?? 0;
  if (!allowed || count === 0) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <Link component={RouterLink} to={NEEDS_REPLY_PATH}>
        {t('pipeline.waitingForReply', { count })}
      </Link>
    </Alert>
  );
}
