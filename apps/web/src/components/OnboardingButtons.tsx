import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface OnboardingButtonsProps {
  /** The first step is shown: no Previous. */
  first: boolean;
  /** The last step is shown: Finish instead of Next. */
  last: boolean;
  /** An action runs: every button waits. */
  busy: boolean;
  onPrevious: () => void;
  /** Save's label; without one the step has no Save. */
  saveLabel: string | null;
  saveDisabled?: boolean;
  onSave: () => void;
  nextDisabled: boolean;
  onNext: () => void;
  finishLabel: string;
  finishDisabled: boolean;
  onFinish: () => void;
}

/** The row under an onboarding's step: Previous on the left; Save and Next (or Finish on the last step) on the right. */
export function OnboardingButtons({ first, last, busy, onPrevious, saveLabel, saveDisabled = false, onSave, nextDisabled, onNext, finishLabel, finishDisabled, onFinish }: OnboardingButtonsProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'space-between' }}>
      <Button onClick={onPrevious} disabled={first || busy}>
        {t('common.previous')}
      </Button>
      <Stack direction="row" spacing={1}>
        {saveLabel !== null && (
          <Button variant="outlined" onClick={onSave} disabled={busy || saveDisabled}>
            {saveLabel}
          </Button>
        )}
        {last ? (
          <Button variant="contained" onClick={onFinish} disabled={busy || finishDisabled}>
            {finishLabel}
          </Button>
        ) : (
          <Button variant="contained" onClick={onNext} disabled={busy || nextDisabled}>
            {t('common.next')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
