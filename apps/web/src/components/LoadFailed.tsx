import { useEffect } from 'react';
import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { translateKey } from '@/lib/translate-key.ts';

/**
 * A list or record that could not be loaded: the person reads that it failed and may try again; the program's
 * own message for it ('Could not fetch candidate list') goes to the log only, in English, as the spec asks.
 */
export function LoadFailed({ logKey, onRetry }: { logKey: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    console.error(translateKey(i18next.getFixedT('en'), logKey));
  }, [logKey]);
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        ) : undefined
      }
    >
      {t('common.loadFailed')}
    </Alert>
  );
}
