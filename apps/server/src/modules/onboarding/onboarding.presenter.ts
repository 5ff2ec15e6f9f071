import type { CharityOnboarding, OnboardingSteps } from '@boardmatch/shared';
import type { CharityStep } from './charity-onboarding.repository.ts';
import type { CandidateStepRow } from './onboarding.repository.ts';

/** A candidate's steps with their progress, and whether onboarding is complete. */
export function presentCandidateSteps(steps: CandidateStepRow[], onboardingComplete: boolean): OnboardingSteps {
  const items = steps.map((s) => ({ onboardingId: s.onboardingId, name: s.name, completedPercent: s.completedPercent, disabled: s.disabled, hidden: s.isHidden }));
  return { items, onboardingComplete };
}

/**
 * A representative's steps (the charity's and their own) with their progress. mayEditCharity: whether they may
 * complete the charity's steps; onboardingComplete: whether every step required of them is complete.
 */
export function presentCharityOnboarding(
  rep: { charityId: number; welcomeSuppressed: boolean },
  steps: CharityStep[],
  mayEditCharity: boolean,
  onboardingComplete: boolean,
): CharityOnboarding {
  return {
    charityId: rep.charityId,
    items: steps.map((s) => ({
      onboardingId: s.onboardingId,
      name: s.name,
      completedPercent: s.completedPercent,
      hidden: s.isHidden,
      editable: s.audience === 'charity' ? mayEditCharity : true,
    })),
    onboardingComplete,
    welcomeSuppressed: rep.welcomeSuppressed,
  };
}
