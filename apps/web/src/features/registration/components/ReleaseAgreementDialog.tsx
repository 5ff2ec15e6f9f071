import { useState } from 'react';
import { Box, Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { ReleaseFormText } from '@/components/ReleaseFormText.tsx';

interface ReleaseAgreementDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the agreement; the caller refuses when it is false. */
  onSubmit: (agreed: boolean) => void;
  registering: boolean;
  error?: string;
}

/** The page variant's full-screen release form: the text, then 'I agree to the above terms and conditions.' */
export function ReleaseAgreementDialog({ open, onClose, onSubmit, registering, error }: ReleaseAgreementDialogProps) {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  return (
    <ModalDialog
      open={open}
      title={t('registration.releaseForm')}
      onClose={onClose}
      fullScreen
      onSubmit={() => onSubmit(agreed)}
      submitLabel={registering ? t('common.registering') : t('common.register')}
      submitting={registering}
    >
      <Box sx={{ maxWidth: 900 }}>
        <ReleaseFormText headingLevel={3} />
        <FormControlLabel control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />} label={t('charityRegistration.agreeAbove')} />
        {error && <FormHelperText error>{error}</FormHelperText>}
      </Box>
    </ModalDialog>
  );
}
