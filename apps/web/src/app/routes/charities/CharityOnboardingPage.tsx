import { useRef, useState } from 'react';
import { Alert, Box, Checkbox, CircularProgress, FormControlLabel, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CharityOnboardingStep, type CharityOnboarding } from '@boardmatch/shared';
import { OnboardingButtons } from '@/components/OnboardingButtons.tsx';
import { OnboardingWelcomeDialog } from '@/components/OnboardingWelcomeDialog.tsx';
import { ReleaseFormText } from '@/components/ReleaseFormText.tsx';
import { SimplePage } from '@/components/SimplePage.tsx';
import { OnboardingFrame, isStepDone } from '@/components/OnboardingFrame.tsx';
import { useStepRunner } from '@/lib/use-step-runner.ts';
import { useAuth, useAuthStore } from '@/lib/auth-context.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { queryKeys } from '@/lib/query-keys.ts';
import { agreeToCharityRelease } from '@/features/charities/api/agree-to-charity-release.ts';
import { useCharityDetails } from '@/features/charities/api/get-charity-details.ts';
import { suppressCharityWelcome } from '@/features/charities/api/suppress-charity-welcome.ts';
import { syncCharityOnboarding, useCharityOnboarding } from '@/features/charities/api/sync-charity-onboarding.ts';
import { CharityDetailsForm } from '@/features/charities/components/CharityDetailsForm.tsx';
import { PositionMatchingForm } from '@/features/charities/components/PositionMatchingForm.tsx';
import { CharityOrientationStep, useRefreshCharityEnrollments } from '@/features/training/components/CharityOrientationStep.tsx';

type Item = CharityOnboarding['items'][number];

/** /charity-onboarding: steps 6 charity details, 7 position matching, 8 orientation (hidden from the stepper) and 9 release form. */
export default function CharityOnboardingPage() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const store = useAuthStore();
  const navigate = useNavigate();
  const notify = useNotify();
  const client = useQueryClient();
  const charityId = session?.charityRepresentative?.charityId ?? null;
  const onboarding = useCharityOnboarding(Boolean(charityId));
  const details = useCharityDetails(charityId);
  const refreshEnrollments = useRefreshCharityEnrollments();
  const [welcomeClosed, setWelcomeClosed] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const formRef = useRef<(() => Promise<boolean>) | null>(null);

  const items = onboarding.data?.items ?? [];
  const { index, setIndex, busy, run, save, next } = useStepRunner(items.length, () => saveCurrent(), (error) => notify.error(serverMessage(error)));
  const current = items[Math.min(index, Math.max(items.length - 1, 0))];
  const complete = onboarding.data?.onboardingComplete ?? false;
  const isLast = index >= items.length - 1;
  const ownRecord = session?.isSelf !== false;
  // Finish saves the step on screen; every other step, the orientation course included, must be complete already.
  const readyToFinish = Boolean(current) && items.every((s) => s === current || isStepDone(s));
  const stepName = (step: Item) => t(`charity.onboarding.steps.${step.onboardingId}` as 'charity.onboarding.steps.6', { defaultValue: step.name });

  const setSteps = (result: CharityOnboarding) => client.setQueryData(queryKeys.charities.onboarding(), result);
  const recheck = async (): Promise<void> => {
    setSteps(await syncCharityOnboarding());
  };

  /** Saves what the current step holds; true when there was nothing to save or it saved. */
  const saveCurrent = async (): Promise<boolean> => {
    if (!current) return true;
    switch (current.onboardingId) {
      case CharityOnboardingStep.charityDetails:
      case CharityOnboardingStep.positionMatching:
        if (!current.editable) return true;
        if (!formRef.current || !(await formRef.current())) return false;
        await recheck();
        return true;
      case CharityOnboardingStep.orientation:
        await refreshEnrollments();
        await recheck();
        return true;
      default:
        if (isStepDone(current)) return true;
        if (!agreed) {
          notify.error(t('errors.agreeTerms'));
          return false;
        }
        try {
          setSteps(await agreeToCharityRelease());
          return true;
        } catch (error) {
          notify.error(serverMessage(error));
          return false;
        }
    }
  };

  const finish = () =>
    run(async () => {
      if (!(await saveCurrent())) return;
      const result = await syncCharityOnboarding();
      setSteps(result);
      if (!result.onboardingComplete) {
        notify.error(t('charity.invalid'));
        const firstOpen = result.items.findIndex((s) => !isStepDone(s));
        if (firstOpen >= 0) setIndex(firstOpen);
        return;
      }
      // The session's onboarding flags drive the route guard and the navigation.
      await store.reloadSession().catch(() => undefined);
      notify.success(t('onboarding.thankYou'));
      navigate('/charity-profile');
    });

  const closeWelcome = (doNotShow: boolean) => {
    setWelcomeClosed(true);
    if (doNotShow) suppressCharityWelcome().then(setSteps).catch(() => undefined);
  };

  const content = () => {
    if (!current || !details.data) return <CircularProgress aria-label={t('common.loading')} />;
    const readOnly = !current.editable;
    switch (current.onboardingId) {
      case CharityOnboardingStep.charityDetails:
        return (
          <Stack spacing={2}>
            {readOnly && <Alert severity="info">{t('charity.onboarding.readOnly')}</Alert>}
            <CharityDetailsForm details={details.data} readOnly={readOnly} submitRef={formRef} />
          </Stack>
        );
      case CharityOnboardingStep.positionMatching:
        return (
          <Stack spacing={2}>
            {readOnly && <Alert severity="info">{t('charity.onboarding.readOnly')}</Alert>}
            <PositionMatchingForm details={details.data} readOnly={readOnly} submitRef={formRef} />
          </Stack>
        );
      case CharityOnboardingStep.orientation:
        return <CharityOrientationStep complete={isStepDone(current)} onCheck={recheck} />;
      default:
        return (
          <Box>
            <ReleaseFormText />
            {!ownRecord && <Alert severity="info">{t('charity.onboarding.releaseOwnOnly')}</Alert>}
            <FormControlLabel
              control={<Checkbox checked={isStepDone(current) || agreed} disabled={isStepDone(current) || !ownRecord} onChange={(e) => setAgreed(e.target.checked)} />}
              label={t('charity.onboarding.releaseAgree')}
            />
          </Box>
        );
    }
  };

  const saveLabel = current?.onboardingId === CharityOnboardingStep.orientation ? t('charity.onboarding.refreshCourseStatus') : t('common.save');

  return (
    <SimplePage title={t('charity.onboarding.title')}>
      <OnboardingFrame items={items} current={current} stepName={stepName} onSelect={setIndex}>
        {content()}
      </OnboardingFrame>
      <OnboardingButtons
        first={index === 0}
        last={isLast}
        busy={busy}
        onPrevious={() => setIndex((i) => Math.max(0, i - 1))}
        saveLabel={saveLabel}
        saveDisabled={!current}
        onSave={() => void save()}
        nextDisabled={!current}
        onNext={() => void next()}
        finishLabel={t('charity.onboarding.finish')}
        finishDisabled={!readyToFinish}
        onFinish={() => void finish()}
      />
      <OnboardingWelcomeDialog
        open={Boolean(onboarding.data) && !complete && !onboarding.data?.welcomeSuppressed && !welcomeClosed}
        title={t('charity.onboarding.welcomeTitle')}
        text={t('charity.onboarding.welcomeText')}
        doNotShowLabel={t('charity.onboarding.doNotShow')}
        onClose={closeWelcome}
      />
    </SimplePage>
  );
}
