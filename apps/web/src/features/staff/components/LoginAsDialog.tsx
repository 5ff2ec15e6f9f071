import { useTranslation } from 'react-i18next';
import { LoginDialog, type LoginCredentials } from '@/components/LoginDialog.tsx';
import { isApiError, serverMessage } from '@/lib/api-error.ts';
import { useAuth, useAuthStore } from '@/lib/auth-context.tsx';
import { useLoading, useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useGoHome } from '@/lib/routing/go-home.tsx';

interface LoginAsDialogProps {
  /** The user to act as; null keeps the dialog closed. */
  targetUserId: number | null;
  /** Acting as a charity representative: that charity's representative involvement is selected. */
  charityId?: number | null;
  onClose: () => void;
}

/** 'Authenticate' in login-as mode: the staff member confirms with their own e-mail and password. */
export function LoginAsDialog({ targetUserId, charityId, onClose }: LoginAsDialogProps) {
  const { t } = useTranslation();
  const { session } = useAuth();
  const store = useAuthStore();
  const goHome = useGoHome();
  const notify = useNotify();
  const loading = useLoading();

  const loginAs = async ({ email, password, reason }: LoginCredentials) => {
    try {
      const acting = await loading.during(() => store.authenticateAs(targetUserId!, email, password, charityId, reason ?? ''));
      onClose();
      goHome(acting, true);
    } catch (error) {
      // A refused target (another staff member, a disabled user) says why; a wrong password says so.
      notify.error(isApiError(error) && error.status === 403 ? (serverMessage(error) ?? t('errors.emailOrPasswordIncorrect')) : t('errors.emailOrPasswordIncorrect'));
      throw error;
    }
  };

  return (
    <LoginDialog open={targetUserId !== null} title={t('shell.authenticate')} onClose={onClose} onLogin={loginAs} initialEmail={session?.user.userName ?? ''} askReason />
  );
}
