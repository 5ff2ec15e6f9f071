import { useState } from 'react';
import { Box, Button, Divider, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLoading, useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useGoHome } from '@/lib/routing/go-home.tsx';
import { useAuthStore } from '@/lib/auth-context.tsx';
import { describeSignInFailure } from '@/features/auth/sign-in-error.ts';
import { LightTextField } from '@/components/form/LightTextField.tsx';

interface SignInFormProps {
  onForgotPassword: (userName: string) => void;
  onNotVerified: (userName: string) => void;
  onJoinCandidate: () => void;
  onJoinCharity: () => void;
}

/** Username (Email Address) and Password (no client-side validation), Sign In, then the last saved page or '/'. */
export function SignInForm({ onForgotPassword, onNotVerified, onJoinCandidate, onJoinCharity }: SignInFormProps) {
  const { t } = useTranslation();
  const store = useAuthStore();
  const goHome = useGoHome();
  const notify = useNotify();
  const loading = useLoading();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');

  const signIn = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const session = await loading.during(() => store.signIn(userName.trim(), password));
      goHome(session);
    } catch (error) {
      const failure = describeSignInFailure(error, t);
      notify.error(failure.message);
      if (failure.notVerified) onNotVerified(userName.trim());
    }
  };

  return (
    <Box component="form" onSubmit={signIn} aria-label={t('login.heading')}>
      <Stack spacing={2}>
        <LightTextField label={t('login.userName')} name="username" type="email" autoComplete="username" value={userName} onChange={setUserName} />
        <LightTextField label={t('login.password')} name="password" type="password" autoComplete="current-password" value={password} onChange={setPassword} />
        <Button type="submit" variant="contained" size="large">
          {t('login.signIn')}
        </Button>
        <Link component="button" type="button" onClick={() => onForgotPassword(userName.trim())} sx={{ alignSelf: 'flex-start' }}>
          {t('login.forgotPassword')}
        </Link>
      </Stack>
      <Divider sx={{ my: 3 }} />
      <Typography component="h2" variant="h4" gutterBottom>
        {t('login.newHere')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="outlined" onClick={onJoinCandidate} fullWidth>
          {t('login.joinCandidate')}
        </Button>
        <Button variant="outlined" color="secondary" onClick={onJoinCharity} fullWidth>
          {t('login.joinCharity')}
        </Button>
      </Stack>
    </Box>
  );
}
