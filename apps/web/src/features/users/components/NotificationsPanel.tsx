import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, FormControlLabel, FormGroup, FormHelperText, Paper, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DigestKind, DigestSetting } from '@boardmatch/shared';
import { serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useNotificationSettings } from '../api/get-notification-settings.ts';
import { useUpdateNotificationSettings } from '../api/update-notification-settings.ts';

/**
 * 'Notifications' in the user profile: a switch per weekly digest the user can receive given their involvements, saved
 * together. Opened at #notifications from a digest's link.
 */
export function NotificationsPanel() {
  const { t } = useTranslation();
  const notify = useNotify();
  const settings = useNotificationSettings();
  const save = useUpdateNotificationSettings();
  const [draft, setDraft] = useState<Partial<Record<DigestKind, boolean>>>({});
  const section = useRef<HTMLElement>(null);
  // A double click sends once: the second click comes before the first's pending state has rendered.
  const sending = useRef(false);

  useEffect(() => {
    if (settings.data && window.location.hash === '#notifications') section.current?.scrollIntoView?.();
  }, [settings.data]);

  const digests: DigestSetting[] = (settings.data?.digests ?? []).map((d) => ({ kind: d.kind, enabled: draft[d.kind] ?? d.enabled }));
  const changed = digests.some((d, i) => d.enabled !== settings.data!.digests[i]!.enabled);

  const submit = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      await save.mutateAsync({ digests });
      setDraft({});
      notify.success(t('notifications.settings.saved'));
    } catch (error) {
      notify.error(serverMessage(error));
    } finally {
      sending.current = false;
    }
  };

  return (
    <Paper component="section" id="notifications" ref={section} aria-labelledby="notifications-title" variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 2 }}>
      <Typography variant="h2" id="notifications-title" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('notifications.settings.title')}
      </Typography>
      {settings.isPending && <CircularProgress size={20} aria-label={t('notifications.settings.title')} />}
      {settings.isError && <Alert severity="error">{serverMessage(settings.error)}</Alert>}
      {settings.data && digests.length === 0 && <Typography variant="body2">{t('notifications.settings.none')}</Typography>}
      {settings.data && digests.length > 0 && (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('notifications.settings.intro')}
          </Typography>
          <FormGroup>
            {digests.map((d) => (
              <Box key={d.kind} sx={{ mb: 1 }}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={d.enabled}
                      onChange={(event) => setDraft((current) => ({ ...current, [d.kind]: event.target.checked }))}
                      slotProps={{ input: { 'aria-describedby': `digest-${d.kind}-help` } }}
                    />
                  }
                  label={t(`notifications.kinds.${d.kind}`)}
                />
                <FormHelperText id={`digest-${d.kind}-help`} sx={{ mt: 0, ml: { xs: 0, sm: 6 } }}>
                  {t(`notifications.help.${d.kind}`)}
                </FormHelperText>
                {d.kind === 'postings' && settings.data.communicationsDeclined && (
                  <Alert severity="info" sx={{ mt: 1 }}>
                    {t('notifications.settings.communicationsDeclined')}
                  </Alert>
                )}
              </Box>
            ))}
          </FormGroup>
          <Button type="submit" variant="contained" disabled={!changed || save.isPending} sx={{ mt: 1 }}>
            {t('notifications.settings.save')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
