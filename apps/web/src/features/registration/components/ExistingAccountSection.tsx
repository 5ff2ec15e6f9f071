import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { LoginDialog, type LoginCredentials } from '@/components/LoginDialog.tsx';
import { getExistingAccount } from '@/features/registration/api/get-existing-account.ts';
import type { ExistingAccount } from '@/features/registration/form/shared-form.ts';

interface ExistingAccountSectionProps {
  existing: ExistingAccount | null;
  onExistingChange: (existing: ExistingAccount | null) => void;
  /** Refuse users who are already candidates, with this message. */
  refuseCandidatesWith?: string;
  dialogWidth?: 500 | 650 | 800;
  /** The new-account form, replaced by the user name once an existing account is chosen. */
  children: ReactNode;
}

/** 'Already have a Boardmatch user account?': a login dialog that takes over an existing user instead of creating one. */
export function ExistingAccountSection({ existing, onExistingChange, refuseCandidatesWith, dialogWidth = 500, children }: ExistingAccountSectionProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [open, setOpen] = useState(false);

  const login = async ({ email, password }: LoginCredentials) => {
    let user;
    try {
      user = await getExistingAccount(email, password);
    } catch (error) {
      notify.error(t('errors.emailOrPasswordIncorrect'));
      throw error;
    }
    setOpen(false);
    if (user.isCandidate && refuseCandidatesWith) {
      notify.error(refuseCandidatesWith);
      return;
    }
    notify.success(t('success.loginSuccess'));
    const displayName = `${user.userInformation.firstName} ${user.userInformation.lastName}`.trim();
    onExistingChange({ userName: user.userName, password, displayName, isCandidate: user.isCandidate });
  };

  return (
    <Box>
      {existing ? (
        <Alert severity="success" action={<Button onClick={() => onExistingChange(null)}>{t('registration.useAnotherAccount')}</Button>}>
          {t('registration.registeringAs', { name: existing.displayName, email: existing.userName })}
        </Alert>
      ) : (
        <>
          {children}
          <Box sx={{ mt: 1 }}>
            <Link component="button" type="button" variant="body2" onClick={() => setOpen(true)}>
              {t('registration.existingAccount')}
            </Link>
          </Box>
        </>
      )}
      <LoginDialog open={open} onClose={() => setOpen(false)} onLogin={login} width={dialogWidth} />
    </Box>
  );
}
