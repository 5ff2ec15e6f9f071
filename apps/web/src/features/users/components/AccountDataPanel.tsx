import { useState } from 'react';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { useAuth, useAuthStore, usePaintedBeforeSession } from '@/lib/auth-context.tsx';
import { isApiError, serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { downloadMyData } from '../api/download-my-data.ts';
import { useDeleteMyAccount } from '../api/delete-my-account.ts';

/**
 * The person's own data: 'Download my data' (a ZIP of everything held about them) and 'Delete my account', confirmed
 * by their password. Not shown to staff acting as someone: the API refuses them both.
 */
export function AccountDataPanel() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const store = useAuthStore();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const remove = useDeleteMyAccount();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  // Painted before the session is known as the person sees it on their own profile.
  const painted = usePaintedBeforeSession();
  if (!session?.isSelf && !painted) return null;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      notify.error(serverMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  const close = () => {
    setConfirming(false);
    setPassword('');
    setPasswordError(null);
  };

  const confirm = async () => {
    try {
      await remove.mutateAsync({ password });
    } catch (error) {
      const issue = isApiError(error) ? error.issues.find((i) => i.path === 'password') : undefined;
      if (issue) setPasswordError(issue.message);
      else notify.error(serverMessage(error));
      return;
    }
    close();
    store.clear();
    queryClient.clear();
    notify.success(t('privacy.deleted'));
    await navigate('/login', { replace: true });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 2 }}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('privacy.downloadHint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={downloading}>
          {t('privacy.downloadData')}
        </Button>
        <Button variant="outlined" color="error" startIcon={<DeleteForeverIcon />} onClick={() => setConfirming(true)}>
          {t('privacy.deleteAccount')}
        </Button>
      </Stack>
      <ModalDialog
        open={confirming}
        title={t('privacy.deleteTitle')}
        onClose={close}
        onSubmit={() => void confirm()}
        submitLabel={t('privacy.deleteAccount')}
        submitDisabled={!password}
        submitting={remove.isPending}
        width={600}
      >
        <Typography sx={{ mb: 2 }}>{t('privacy.deleteText')}</Typography>
        <TextField
          type="password"
          label={t('privacy.password')}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setPasswordError(null);
          }}
          error={Boolean(passwordError)}
          helperText={passwordError ?? ' '}
          autoComplete="current-password"
          fullWidth
          required
        />
      </ModalDialog>
    </Paper>
  );
}
