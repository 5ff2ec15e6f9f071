import { useState } from 'react';
import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePaintedOnce } from '@/lib/use-after-paint.ts';
import { ModalDialog } from './ModalDialog.tsx';

interface OnboardingWelcomeDialogProps {
  open: boolean;
  title: string;
  text: string;
  doNotShowLabel: string;
  /** doNotShow: the user ticked 'do not show this again'. */
  onClose: (doNotShow: boolean) => void;
}

/** An onboarding's welcome (650 px): its text, a 'do not show this again' box and Close. */
export function OnboardingWelcomeDialog({ open, title, text, doNotShowLabel, onClose }: OnboardingWelcomeDialogProps) {
  const { t } = useTranslation();
  const [doNotShow, setDoNotShow] = useState(false);
  // It opens once its page has painted: opening, the dialog makes the browser lay out the page, which is cheap then
  // and dear inside the page's first draw.
  const pagePainted = usePaintedOnce(open);
  return (
    <ModalDialog open={open && pagePainted} title={title} onClose={() => onClose(doNotShow)} cancelLabel={t('common.close')} width={650}>
      <Typography paragraph>{text}</Typography>
      <FormControlLabel control={<Checkbox checked={doNotShow} onChange={(e) => setDoNotShow(e.target.checked)} />} label={doNotShowLabel} />
    </ModalDialog>
  );
}
