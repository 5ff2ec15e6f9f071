import type { ReactNode } from 'react';
import { Box, Paper, Step, StepButton, StepLabel, Stepper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_COMPLETE_PERCENT } from '@boardmatch/shared';
import { VisuallyHidden } from './VisuallyHidden.tsx';

export interface OnboardingStepLike {
  onboardingId: number;
  completedPercent: number;
  hidden: boolean;
}

export const isStepDone = (step: { completedPercent: number }) => step.completedPercent >= ONBOARDING_COMPLETE_PERCENT;

interface OnboardingFrameProps<S extends OnboardingStepLike> {
  items: readonly S[];
  current: S | undefined;
  stepName: (step: S) => string;
  onSelect: (index: number) => void;
  /** The current step's content. */
  children: ReactNode;
}

/** An onboarding's stepper (hidden steps left out, a check mark at 100 percent) and the current step's panel. */
export function OnboardingFrame<S extends OnboardingStepLike>({ items, current, stepName, onSelect, children }: OnboardingFrameProps<S>) {
  const { t } = useTranslation();
  const visible = items.filter((s) => !s.hidden);
  const activeStep = current ? visible.findIndex((s) => s.onboardingId >= current.onboardingId) : 0;
  return (
    <>
      {visible.length > 0 && (
        <Stepper nonLinear activeStep={activeStep} alternativeLabel aria-label={t('onboarding.stepsLabel')} sx={{ mb: 3 }}>
          {visible.map((step) => (
            <Step key={step.onboardingId} completed={isStepDone(step)}>
              <StepButton onClick={() => onSelect(items.indexOf(step))} aria-current={step === current ? 'step' : undefined}>
                <StepLabel>
                  {stepName(step)}
                  {isStepDone(step) && (
                    <VisuallyHidden>{` (${t('onboarding.completed')})`}</VisuallyHidden>
                  )}
                </StepLabel>
              </StepButton>
            </Step>
          ))}
        </Stepper>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {current && (
          <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
            {stepName(current)}
          </Typography>
        )}
        <Box key={current?.onboardingId ?? 0}>{children}</Box>
      </Paper>
    </>
  );
}
