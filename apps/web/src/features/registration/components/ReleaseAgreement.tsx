import { useState } from 'react';
import { Box, Checkbox, FormControlLabel, FormHelperText, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { ReleaseFormText } from '@/components/ReleaseFormText.tsx';

interface ReleaseAgreementProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/** 'I agree to the release form terms and conditions', with the participant's agreement in a 650 px dialog. */
export function ReleaseAgreement({ checked, onChange, error }: ReleaseAgreementProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} required />}
        label={t('registration.agreeRelease')}
      />
      <Box>
        <Link component="button" type="button" variant="body2" onClick={() => setOpen(true)}>
          {t('registration.readRelease')}
        </Link>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <ModalDialog
        open={open}
        title={t('registration.releaseForm')}
        onClose={() => setOpen(false)}
        width={650}
        cancelLabel={t('common.close')}
      >
        <ReleaseFormText />
      </ModalDialog>
    </Box>
  );
}
