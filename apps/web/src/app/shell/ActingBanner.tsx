import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth-context.tsx';

/** While a staff member acts as someone, every page says whom, so nobody forgets whose account they are changing. */
export function ActingBanner() {
  const { t } = useTranslation();
  const { session } = useAuth();
  if (!session || session.isSelf) return null;
  const info = session.user.userInformation;
  const name = `${info.firstName} ${info.lastName}`.trim();
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {t('shell.actingAs', { name, email: session.user.userName })}
    </Alert>
  );
}
