import { useEffect, useState } from 'react';
import { Stack } from '@mui/material';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './ModalDialog.tsx';
import { FormTextField } from './form/FormTextField.tsx';
import { PasswordField } from './form/PasswordField.tsx';
import { formResolver } from '@/lib/form/form-resolver.ts';

export interface LoginCredentials {
  email: string;
  password: string;
  /** Acting as another user: why (asked only then). */
  reason?: string;
}

const credentialsResolver = formResolver<LoginCredentials>(() => import('./login-schema.ts').then((m) => m.credentialsSchema));
const withReasonResolver = formResolver<LoginCredentials>(() => import('./login-schema.ts').then((m) => m.withReasonSchema));

interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** Does the work with the credentials; a rejection keeps the dialog open. */
  onLogin: (credentials: LoginCredentials) => Promise<void>;
  title?: string;
  /** 500, 650 or 800 px. */
  width?: 500 | 650 | 800;
  initialEmail?: string;
  /** Acting as another user: also asks why, for the staff audit. */
  askReason?: boolean;
}

/** The reused login dialog: Email and Password (both required), Cancel and 'Log In'. Also the 'Authenticate' (login-as) dialog. */
export function LoginDialog({ open, onClose, onLogin, title, width = 500, initialEmail = '', askReason = false }: LoginDialogProps) {
  const { t } = useTranslation();
  const [working, setWorking] = useState(false);
  const methods = useForm<LoginCredentials>({
    mode: 'all',
    defaultValues: { email: initialEmail, password: '', reason: '' },
    resolver: askReason ? withReasonResolver : credentialsResolver,
  });
  const { reset, handleSubmit } = methods;

  useEffect(() => {
    if (open) reset({ email: initialEmail, password: '', reason: '' });
  }, [open, initialEmail, reset]);

  const submit = handleSubmit(async (values) => {
    setWorking(true);
    try {
      await onLogin({ email: values.email.trim(), password: values.password, ...(askReason ? { reason: values.reason?.trim() } : {}) });
    } catch {
      // the caller has told the user; the dialog stays open for another try
    } finally {
      setWorking(false);
    }
  });

  return (
    <ModalDialog
      open={open}
      title={title ?? t('loginDialog.title')}
      onClose={onClose}
      width={width}
      onSubmit={submit}
      submitLabel={t('loginDialog.logIn')}
      submitting={working}
    >
      <FormProvider {...methods}>
        <Stack
          component="form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormTextField name="email" label={t('loginDialog.email')} type="email" autoComplete="username" required autoFocus />
          <PasswordField name="password" label={t('loginDialog.password')} autoComplete="current-password" required />
          {askReason && <FormTextField name="reason" label={t('loginDialog.reason')} helperText={t('loginDialog.reasonHint')} required multiline minRows={2} />}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Stack>
      </FormProvider>
    </ModalDialog>
  );
}
