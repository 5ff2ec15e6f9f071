import { useEffect, useRef, useState } from 'react';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CandidateOnboardingStep, type CandidateProfileSave, type OnboardingStepItem } from '@boardmatch/shared';
import { SimplePage } from '@/components/SimplePage.tsx';
import { OnboardingFrame, isStepDone } from '@/components/OnboardingFrame.tsx';
import { useStepRunner } from '@/lib/use-step-runner.ts';
import { OnboardingButtons } from '@/components/OnboardingButtons.tsx';
import { OnboardingWelcomeDialog } from '@/components/OnboardingWelcomeDialog.tsx';
import { useAuth, useAuthStore } from '@/lib/auth-context.tsx';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { translateKey } from '@/lib/translate-key.ts';
import { QualificationsTab } from '@/features/qualifications/components/QualificationsTab.tsx';
import { OrientationStep } from '@/features/training/components/OrientationStep.tsx';
import { queryKeys } from '@/lib/query-keys.ts';
import { getOnboardingSteps, useOnboardingSteps } from '@/features/candidates/api/get-onboarding-steps.ts';
import { useOwnProfile } from '@/features/candidates/api/get-own-profile.ts';
import { useWelcomeStatus } from '@/features/candidates/api/get-welcome-status.ts';
import { suppressWelcome } from '@/features/candidates/api/suppress-welcome.ts';
import { syncOnboarding } from '@/features/candidates/api/sync-onboarding.ts';
import { CandidateDetailsTab } from '@/features/candidates/components/CandidateDetailsTab.tsx';
import { MatchingPreferencesTab } from '@/features/candidates/components/MatchingPreferencesTab.tsx';
import { ReleaseFormTab } from '@/features/candidates/components/ReleaseFormTab.tsx';
import { TabLoading } from '@/features/candidates/components/TabLoading.tsx';
import { UserInformationTab } from '@/features/candidates/components/UserInformationTab.tsx';
import { useSessionOnboardingSync, type SubmitHandle } from '@/features/candidates/components/tab-form.ts';

const STEP_LABEL: Record<number, string> = {
  [CandidateOnboardingStep.information]: 'onboarding.steps.information',
  [CandidateOnboardingStep.qualifications]: 'onboarding.steps.qualifications',
  [CandidateOnboardingStep.positionMatching]: 'onboarding.steps.positionMatching',
  [CandidateOnboardingStep.orientation]: 'onboarding.steps.orientation',
  [CandidateOnboardingStep.releaseForm]: 'onboarding.steps.releaseForm',
};
/** Steps whose form this page validates and saves; qualifications and orientation save themselves. */
const FORM_STEPS: readonly number[] = [
  CandidateOnboardingStep.information,
  CandidateOnboardingStep.qualifications,
  CandidateOnboardingStep.positionMatching,
  CandidateOnboardingStep.releaseForm,
];

/** /candidate-onboarding: the stepper; 'Candidate Onboarding' while incomplete, otherwise 'Candidate Profile'. */
export default function CandidateOnboardingPage() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const store = useAuthStore();
  const navigate = useNavigate();
  const notify = useNotify();
  const client = useQueryClient();
  const candidateId = session?.candidate?.id ?? null;
  const profile = useOwnProfile(Boolean(candidateId));
  const steps = useOnboardingSteps(candidateId);
  const welcome = useWelcomeStatus(candidateId);
  const [welcomeClosed, setWelcomeClosed] = useState(false);
  const infoRef: SubmitHandle = useRef(null);
  const detailsRef: SubmitHandle = useRef(null);
  const stepRef: SubmitHandle = useRef(null);

  // The automatic pass: the server compares each step with what is actually there and records the differences.
  useEffect(() => {
    if (!candidateId) return;
    let live = true;
    syncOnboarding(candidateId)
      .then((result) => {
        if (live) client.setQueryData(queryKeys.candidates.onboarding(candidateId), result);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [candidateId, client]);

  const stepName = (step: OnboardingStepItem) => (STEP_LABEL[step.onboardingId] ? translateKey(t, STEP_LABEL[step.onboardingId]!) : step.name);
  const items = steps.data?.items ?? [];
  const { index, setIndex, busy, run, save, next } = useStepRunner(items.length, () => saveCurrent());
  const current = items[Math.min(index, Math.max(items.length - 1, 0))];
  const complete = steps.data ? steps.data.onboardingComplete : (session?.candidate?.onboardingComplete ?? false);
  const isLast = index >= items.length - 1;

  const reloadSteps = () => candidateId && client.invalidateQueries({ queryKey: queryKeys.candidates.onboarding(candidateId) });

  /** Validates and saves the current step's forms; true when there was nothing to save or all saved. */
  const saveCurrent = async (): Promise<boolean> => {
    if (!current || !FORM_STEPS.includes(current.onboardingId)) return true;
    const handles = current.onboardingId === CandidateOnboardingStep.information ? [infoRef, detailsRef] : [stepRef];
    for (const handle of handles) {
      if (!handle.current || !(await handle.current())) return false;
    }
    return true;
  };

  const finish = () =>
    run(async () => {
      if (!candidateId || !(await saveCurrent())) return;
      const result = await getOnboardingSteps(candidateId);
      client.setQueryData(queryKeys.candidates.onboarding(candidateId), result);
      if (!result.onboardingComplete) {
        notify.error(t('onboarding.notComplete'));
        // The first step still open, the orientation course included (hidden from the stepper, still required).
        const firstOpen = result.items.findIndex((s) => !isStepDone(s));
        if (firstOpen >= 0) setIndex(firstOpen);
        return;
      }
      // The session's candidate.onboardingComplete drives the route guard and the navigation.
      await store.reloadSession().catch(() => undefined);
      notify.success(t('onboarding.thankYou'));
      navigate('/candidate-profile');
    });

  const closeWelcome = (doNotShow: boolean) => {
    setWelcomeClosed(true);
    if (doNotShow && candidateId) {
      suppressWelcome(candidateId)
        .then((status) => client.setQueryData(queryKeys.candidates.welcome(candidateId), status))
        .catch(() => undefined);
    }
  };

  const syncSession = useSessionOnboardingSync();
  const common = {
    candidateId: candidateId ?? 0,
    readOnly: false,
    invalidMessage: t('onboarding.fillRequired'),
    onSaved: (result: CandidateProfileSave) => {
      void reloadSteps();
      syncSession(result);
    },
  };
  const content = () => {
    if (!current || !profile.data || !candidateId) return <TabLoading />;
    switch (current.onboardingId) {
      case CandidateOnboardingStep.information:
        return (
          <Stack spacing={4}>
            <UserInformationTab profile={profile.data} submitRef={infoRef} {...common} />
            <CandidateDetailsTab profile={profile.data} submitRef={detailsRef} {...common} />
          </Stack>
        );
      case CandidateOnboardingStep.qualifications:
        return <QualificationsTab candidateId={candidateId} submitRef={stepRef} onSaved={() => void reloadSteps()} />;
      case CandidateOnboardingStep.positionMatching:
        return <MatchingPreferencesTab profile={profile.data} submitRef={stepRef} {...common} />;
      case CandidateOnboardingStep.orientation:
        return (
          <OrientationStep
            onCompleted={() => {
              void reloadSteps();
              void client.invalidateQueries({ queryKey: queryKeys.candidates.me() });
            }}
          />
        );
      default:
        return <ReleaseFormTab profile={profile.data} submitRef={stepRef} {...common} />;
    }
  };

  return (
    <SimplePage title={complete ? t('onboarding.completeTitle') : t('onboarding.title')}>
      <OnboardingFrame items={items} current={current} stepName={stepName} onSelect={setIndex}>
        {content()}
      </OnboardingFrame>
      <OnboardingButtons
        first={index === 0}
        last={isLast}
        busy={busy}
        onPrevious={() => setIndex((i) => Math.max(0, i - 1))}
        saveLabel={current && FORM_STEPS.includes(current.onboardingId) ? t('common.save') : null}
        onSave={() => void save()}
        nextDisabled={!current}
        onNext={() => void next()}
        finishLabel={t('onboarding.finish')}
        finishDisabled={!current}
        onFinish={() => void finish()}
      />
      <OnboardingWelcomeDialog
        open={Boolean(welcome.data?.showWelcome) && !complete && !welcomeClosed}
        title={t('onboarding.welcomeTitle')}
        text={t('onboarding.welcomeText')}
        doNotShowLabel={t('onboarding.doNotShow')}
        onClose={closeWelcome}
      />
    </SimplePage>
  );
}
