import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DigestKind } from '@boardmatch/shared';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { checkUnsubscribe, unsubscribe } from '@/features/users/api/unsubscribe.ts';

type Status = { state: 'checking' } | { state: 'ready' | 'done'; kind: DigestKind } | { state: 'invalid' };

/**
 * /unsubscribe/:token: a digest's visible 'Unsubscribe' link. Opening it changes nothing (mail scanners open links);
 * the 'Unsubscribe' button stops the digest, without signing in.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [status, setStatus] = useState<Status>({ state: 'checking' });
  const [sending, setSending] = useState(false);
  const once = useRef(false);
  useDocumentTitle(t('notifications.unsubscribe.title'));

  useEffect(() => {
    let active = true;
    checkUnsubscribe(token)
      .then(({ kind }) => active && setStatus({ state: 'ready', kind }))
      .catch(() => active && setStatus({ state: 'invalid' }));
    return () => {
      active = false;
    };
  }, [token]);

  const confirm = async () => {
    if (once.current) return;
    once.current = true;
    setSending(true);
    try {
      const { kind } = await unsubscribe(token);
      setStatus({ state: 'done', kind });
    } catch {
      setStatus({ state: 'invalid' });
    } finally {
      once.current = false;
      setSending(false);
    }
  };

  return (
    <Paper sx={{ maxWidth: 520, mx: 'auto', p: { xs: 3, sm: 5 } }}>
      <Typography variant="h1" gutterBottom>
        {t('notifications.unsubscribe.title')}
      </Typography>
      {status.state === 'checking' && <CircularProgress size={20} aria-label={t('notifications.unsubscribe.title')} />}
      {status.state === 'invalid' && <Alert severity="warning">{t('notifications.unsubscribe.invalid')}</Alert>}
      {status.state === 'ready' && (
        <>
          <Typography sx={{ mb: 2 }}>{t('notifications.unsubscribe.question', { kind: t(`notifications.kinds.${status.kind}`) })}</Typography>
          <Button variant="contained" onClick={() => void confirm()} disabled={sending}>
            {t('notifications.unsubscribe.button')}
          </Button>
        </>
      )}
      {status.state === 'done' && (
        <Alert severity="success" role="status">
          {t('notifications.unsubscribe.done')}
        </Alert>
      )}
      <Box sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/user-information#notifications">
          {t('notifications.unsubscribe.manage')}
        </Link>
      </Box>
    </Paper>
  );
}
