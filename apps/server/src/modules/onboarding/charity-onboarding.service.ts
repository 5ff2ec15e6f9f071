import {
  CharityOnboardingStep,
  CHARITY_ONBOARDING_STEPS,
  hasRichWords,
  ONBOARDING_COMPLETE_PERCENT,
  OtherId,
  can,
  isRepresentative,
  type CharityOnboarding,
} from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { recordConsent } from '../users/index.ts';
import * as repo from './charity-onboarding.repository.ts';
import { presentCharityOnboarding } from './onboarding.presenter.ts';

/*
 * Charity onboarding (spec 3, sections 2 and 4): steps 6 charity details and 7 position matching belong to the
 * charity, 8 orientation (hidden from the stepper) and 9 release form to each representative. A step is complete
 * at 100; onboarding is needed while any required step is below, the orientation course included: a
 * representative finishes only once they have completed it.
 */

const isCharityStep = (onboardingId: number) => (CHARITY_ONBOARDING_STEPS as readonly number[]).includes(onboardingId);

/** Step 6: the charity form's required parts. */
export function isCharityDetailsComplete(f: repo.CharityStepFacts): boolean {
  const c = f.charity;
  if (!c || !c.name.trim() || !c.charitableNumber?.trim() || !f.hasEmail) return false;
  if (!c.yearOfIncorporation || !c.charityScopeId || !c.charityTypeId) return false;
  if (!hasRichWords(c.mandate) && !hasRichWords(c.vision)) return false;
  return Boolean(f.address?.city && f.address.regionId && f.address.countryId && f.hasMainPhone && f.focusAreas > 0);
}

/** Step 7: every required answer, at least one program, and Yes to both yes/no questions. */
export function isPositionMatchingComplete(f: repo.CharityStepFacts): boolean {
  const m = f.matching;
  if (!m || f.programs === 0 || f.focusAreas === 0) return false;
  const required = [
    m.charityBoardTypeId,
    m.charityDevelopmentStageId,
    m.operatingBudgetCurrentYear,
    m.charityFundingStatusId,
    m.numberOfPaidStaff,
    m.numberOfVolunteers,
    m.maximumBoardSize,
    m.lengthOfBoardTerm,
    m.lengthOfRenewableTerm,
    m.charityBoardWorkHoursId,
    m.boardMeetingTimesPerYear,
  ];
  if (required.some((v) => v === null || v === undefined)) return false;
  if (![m.boardMeetingTimeAndDay, m.boardMeetingLocation, m.boardExtraActivities].every((v) => v?.trim())) return false;
  if (m.charityBoardWorkHoursId === OtherId.charityBoardWorkHours && !m.charityBoardWorkHoursOther?.trim()) return false;
  return m.filedLatestT3010 && m.statuaryRemittancesUpToDate;
}

async function charityStepStates(db: DbOrTx, charityId: number) {
  const facts = await repo.findCharityStepFacts(db, charityId);
  return new Map<number, boolean>([
    [CharityOnboardingStep.charityDetails, isCharityDetailsComplete(facts)],
    [CharityOnboardingStep.positionMatching, isPositionMatchingComplete(facts)],
  ]);
}

/** Every step is required, the orientation course included (its isIgnored mark only keeps it out of the stepper). */
const counted = (steps: repo.CharityStep[]) => steps;
const done = (step: { completedPercent: number }) => step.completedPercent >= ONBOARDING_COMPLETE_PERCENT;

/** Keeps charities.onboarding_complete and the representative's flag in step with the recorded steps. */
async function refreshFlags(db: DbOrTx, charityId: number, representativeId: number) {
  const steps = await repo.findCharitySteps(db, charityId, representativeId);
  await repo.setCharityOnboardingComplete(db, charityId, counted(steps).filter((s) => s.audience === 'charity').every(done));
  await repo.updateRepresentative(db, representativeId, { onboardingComplete: counted(steps).filter((s) => s.audience === 'charity-representative').every(done) });
}

/**
 * Records steps 6 and 7 as they actually are: the charity form calls this inside its save's transaction.
 * The charity's flag follows; each representative's flag depends on their own steps only.
 */
export async function recordCharitySteps(db: DbOrTx, charityId: number): Promise<void> {
  const states = await charityStepStates(db, charityId);
  for (const [onboardingId, complete] of states) await repo.upsertCharityStep(db, charityId, onboardingId, complete ? ONBOARDING_COMPLETE_PERCENT : 0);
  await repo.setCharityOnboardingComplete(db, charityId, [...states.values()].every(Boolean));
}

/** The acting representative (their own record); 403 for anyone else. */
async function sessionRepresentative(db: DbOrTx, session: SessionUser) {
  if (!isRepresentative(session)) throw AppError.forbidden();
  const rep = await repo.findStepRepresentative(db, session.charityRepresentativeId);
  if (!rep) throw AppError.forbidden();
  return rep;
}

async function present(db: DbOrTx, session: SessionUser, rep: { id: number; charityId: number; welcomeSuppressed: boolean }): Promise<CharityOnboarding> {
  const steps = await repo.findCharitySteps(db, rep.charityId, rep.id);
  const mayEditCharity = can(session, 'charity.update-onboarding', { charityId: rep.charityId });
  // Without charity-onboarding.update only the representative's own steps are required of them.
  const onboardingComplete = counted(steps)
    .filter((s) => mayEditCharity || s.audience === 'charity-representative')
    .every(done);
  return presentCharityOnboarding(rep, steps, mayEditCharity, onboardingComplete);
}

/** The signed-in representative's steps, with the automatic pass first (every step but the release form). */
export async function syncCharityOnboarding(deps: Deps, session: SessionUser): Promise<CharityOnboarding> {
  const rep = await sessionRepresentative(deps.db, session);
  const [states, oriented] = await Promise.all([charityStepStates(deps.db, rep.charityId), repo.hasCompletedCharityOrientation(deps.db, rep.userId)]);
  return deps.db.transaction(async (tx) => {
    const steps = await repo.findCharitySteps(tx, rep.charityId, rep.id);
    for (const step of steps) {
      let actual: boolean | undefined;
      if (isCharityStep(step.onboardingId)) actual = states.get(step.onboardingId);
      else if (step.onboardingId === CharityOnboardingStep.orientation) actual = oriented;
      // The release form keeps its record; one agreed at registration or invitation starts complete.
      else if (!step.recorded) actual = rep.acceptTermsAndConditions;
      if (actual === undefined) continue;
      const percent = actual ? ONBOARDING_COMPLETE_PERCENT : 0;
      if (percent === step.completedPercent && step.recorded) continue;
      if (isCharityStep(step.onboardingId)) await repo.upsertCharityStep(tx, rep.charityId, step.onboardingId, percent);
      else await repo.upsertRepresentativeStep(tx, rep.id, step.onboardingId, percent);
    }
    await refreshFlags(tx, rep.charityId, rep.id);
    return present(tx, session, rep);
  });
}

/** The release form (step 9): only the representative on their own record, never staff acting for them. */
export async function agreeToRelease(deps: Deps, session: SessionUser): Promise<CharityOnboarding> {
  const rep = await sessionRepresentative(deps.db, session);
  if (session.actingStaffUserId !== null) throw AppError.forbidden();
  return deps.db.transaction(async (tx) => {
    await repo.updateRepresentative(tx, rep.id, { acceptTermsAndConditions: true });
    await recordConsent(tx, session.id, 'release-form', rep.charityId);
    await repo.upsertRepresentativeStep(tx, rep.id, CharityOnboardingStep.releaseForm, ONBOARDING_COMPLETE_PERCENT);
    await refreshFlags(tx, rep.charityId, rep.id);
    return present(tx, session, rep);
  });
}

/** 'Do not show this message again'. */
export async function suppressCharityWelcome(deps: Deps, session: SessionUser): Promise<CharityOnboarding> {
  const rep = await sessionRepresentative(deps.db, session);
  await repo.updateRepresentative(deps.db, rep.id, { welcomeSuppressed: true });
  return present(deps.db, session, { ...rep, welcomeSuppressed: true });
}
