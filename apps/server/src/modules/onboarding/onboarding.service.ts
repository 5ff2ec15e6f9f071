import {
  Claim,
  hasClaim,
  OtherId,
  PRONOUN_OTHER_ID,
  CandidateOnboardingStep,
  ONBOARDING_COMPLETE_PERCENT,
  type OnboardingSteps,
  type UserInformation,
  type UserInformationInput,
} from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { findCandidateByUser, findUserContact, getUserInformation, resolveSession, withReferenceCheck, writeUserInformation, type UserContact } from '../users/index.ts';
import {
  countExperiences,
  findCandidateSteps,
  findMatchingFacts,
  findStepCandidate,
  setOnboardingComplete,
  upsertCandidateStep,
  upsertCandidateSteps,
  type MatchingFacts,
} from './onboarding.repository.ts';
import { presentCandidateSteps } from './onboarding.presenter.ts';

/**
 * Candidate onboarding (spec 2, sections 2.3 and 4): steps 1 information, 2 qualifications, 3 position
 * matching, 4 orientation (hidden from the stepper, still required), 5 release form. A step is complete at 100 percent.
 */

type CandidateSteps = Awaited<ReturnType<typeof findCandidateSteps>>;

/** The candidate, or 404 when unknown or deleted. */
async function getCandidate(db: DbOrTx, candidateId: number) {
  const candidate = await findStepCandidate(db, candidateId);
  if (!candidate) throw AppError.notFound();
  return candidate;
}

/** Onboarding is complete when every step is at 100, the orientation course included (hidden from the stepper only). */
const allCountedStepsComplete = (steps: CandidateSteps) => steps.length > 0 && steps.every((s) => s.completedPercent >= ONBOARDING_COMPLETE_PERCENT);

/** Recomputes candidates.onboarding_complete from the recorded steps. */
export async function refreshOnboardingComplete(db: DbOrTx, candidateId: number): Promise<boolean> {
  const complete = allCountedStepsComplete(await findCandidateSteps(db, candidateId));
  await setOnboardingComplete(db, candidateId, complete);
  return complete;
}

/**
 * Records one step as complete (100) or not (0) and keeps candidates.onboarding_complete in step.
 * Other areas call this inside their own transaction after a successful save.
 */
export async function recordCandidateStep(db: DbOrTx, candidateId: number, onboardingId: number, completed: boolean): Promise<boolean> {
  await upsertCandidateStep(db, candidateId, onboardingId, completed ? ONBOARDING_COMPLETE_PERCENT : 0);
  return refreshOnboardingComplete(db, candidateId);
}

/** Step 1: name, main phone and address; pronoun 'Other' needs its text; the current title and organisation. */
export function isInformationComplete(contact: UserContact | null, candidate: { experienceTitle: string; experienceOrganizationName: string }): boolean {
  if (!contact) return false;
  if (!contact.firstName.trim() || !contact.lastName.trim()) return false;
  if (contact.pronounId === PRONOUN_OTHER_ID && !contact.pronounOther?.trim()) return false;
  if (!contact.mainPhone?.number || !contact.address?.city) return false;
  return Boolean(candidate.experienceTitle.trim() && candidate.experienceOrganizationName.trim());
}

/** Step 1's actual state, read fresh (call inside the transaction that just saved the information or details). */
export async function informationStepState(db: DbOrTx, candidateId: number): Promise<boolean> {
  const candidate = await getCandidate(db, candidateId);
  return isInformationComplete(await findUserContact(db, candidate.userId), candidate);
}

/** Step 3: saved preferences with at least one skill and focus area, and the 'Please specify' texts where 'Other' is chosen. */
export function isMatchingComplete(parts: MatchingFacts): boolean {
  const p = parts.matchingPreferences;
  if (!p || !parts.skills.length || !parts.focusAreas.length) return false;
  if (parts.volunteerExperienceTypeIds.includes(OtherId.volunteerExperience) && !p.otherVolunteerExperience?.trim()) return false;
  if (p.candidateEmployerVolunteerProgramTypeId === OtherId.employerVolunteerProgram && !p.candidateEmployerVolunteerProgramOther?.trim()) return false;
  return true;
}

/** The actual state of every step the automatic pass checks (all but the release form). */
async function actualStates(db: DbOrTx, candidate: { id: number; userId: number; experienceTitle: string; experienceOrganizationName: string }) {
  const [contact, parts, experiences, session] = await Promise.all([
    findUserContact(db, candidate.userId),
    findMatchingFacts(db, candidate.id),
    countExperiences(db, candidate.id),
    resolveSession(db, candidate.userId),
  ]);
  return new Map<number, boolean>([
    [CandidateOnboardingStep.information, isInformationComplete(contact, candidate)],
    [CandidateOnboardingStep.qualifications, experiences > 0],
    [CandidateOnboardingStep.positionMatching, isMatchingComplete(parts)],
    // The orientation step is complete only with claim candidate-thinkific-enrollment-complete = 1.
    [CandidateOnboardingStep.orientation, hasClaim(session.claims, Claim.candidateThinkificEnrollmentComplete)],
  ]);
}

async function present(db: DbOrTx, candidateId: number): Promise<OnboardingSteps> {
  const steps = await findCandidateSteps(db, candidateId);
  return presentCandidateSteps(steps, allCountedStepsComplete(steps));
}

/** The owner or staff read a candidate's steps. */
export async function readCandidateSteps(deps: Deps, session: SessionUser, candidateId: number): Promise<OnboardingSteps> {
  const candidate = await getCandidate(deps.db, candidateId);
  authorize(session, 'candidate.read-own', candidate);
  return present(deps.db, candidate.id);
}

/**
 * The owner marks a step complete or not. The server stays the authority: a step is recorded complete only
 * when it actually is (the release form only when agreed, orientation only with the enrolment claim).
 */
export async function completeCandidateStep(deps: Deps, session: SessionUser, input: { candidateId: number; onboardingId: number; completed: boolean }) {
  const candidate = await getCandidate(deps.db, input.candidateId);
  authorize(session, 'candidate.update', candidate);
  let completed = input.completed;
  if (completed) {
    const actual = input.onboardingId === CandidateOnboardingStep.releaseForm ? candidate.acceptTermsAndConditions : (await actualStates(deps.db, candidate)).get(input.onboardingId);
    completed = actual === true;
  }
  return deps.db.transaction(async (tx) => {
    await recordCandidateStep(tx, candidate.id, input.onboardingId, completed);
    return present(tx, candidate.id);
  });
}

/** The automatic pass on load: each step's actual state replaces a differing record, except the release form. */
export async function syncCandidateSteps(deps: Deps, session: SessionUser, candidateId: number): Promise<OnboardingSteps> {
  const candidate = await getCandidate(deps.db, candidateId);
  authorize(session, 'candidate.update', candidate);
  const actual = await actualStates(deps.db, candidate);
  return deps.db.transaction(async (tx) => {
    const changed = (await findCandidateSteps(tx, candidate.id)).flatMap((step) => {
      // The release form keeps its record; a candidate who agreed at registration starts with it complete.
      const state = step.onboardingId === CandidateOnboardingStep.releaseForm ? (step.recorded ? undefined : candidate.acceptTermsAndConditions) : actual.get(step.onboardingId);
      if (state === undefined) return [];
      const completedPercent = state ? ONBOARDING_COMPLETE_PERCENT : 0;
      return completedPercent === step.completedPercent ? [] : [{ onboardingId: step.onboardingId, completedPercent }];
    });
    await upsertCandidateSteps(tx, candidate.id, changed);
    await refreshOnboardingComplete(tx, candidate.id);
    return present(tx, candidate.id);
  });
}
/** The user profile page (spec 2.9): the signed-in user's own information; a candidate's information step follows it. */
export async function updateOwnUserInformation(deps: Deps, userId: number, input: UserInformationInput): Promise<UserInformation> {
  await withReferenceCheck(() =>
    deps.db.transaction(async (tx) => {
      await writeUserInformation(tx, userId, input);
      const candidate = await findCandidateByUser(tx, userId);
      if (candidate) await recordCandidateStep(tx, candidate.id, CandidateOnboardingStep.information, await informationStepState(tx, candidate.id));
    }),
  );
  return getUserInformation(deps.db, userId);
}

