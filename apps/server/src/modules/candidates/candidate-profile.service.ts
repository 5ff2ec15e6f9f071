import {
  CandidateOnboardingStep,
  can,
  OtherId,
  translate,
  type Language,
  type CandidateDetailsInput,
  type CandidateProfile,
  type CandidateProfileSave,
  type CandidateView,
  type MatchingPreferencesInput,
  type ReleaseFormInput,
  type UserInformationInput,
} from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { sanitizeRichText } from '../../platform/rich-text/rich-text.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { findCandidateByUser, findUserContact, recordConsent, withReferenceCheck, writeUserInformation } from '../users/index.ts';
import { informationStepState, recordCandidateStep } from '../onboarding/index.ts';
import { getCandidateSubject } from './candidate-subject.ts';
import * as repo from './candidate-profile.repository.ts';
import { assertOwner, getCandidate } from './candidate-record.ts';
import { presentCandidateProfile, presentCandidateView, type ViewAccess } from './candidates.presenter.ts';
import { publicImageUrl, type ImageSigner } from '../../platform/auth/image-signer.ts';

/** The candidate's editable profile, every tab's values. */
export async function loadProfile(db: DbOrTx, candidateId: number, images: ImageSigner): Promise<CandidateProfile> {
  const candidate = await getCandidate(db, candidateId);
  const [contact, parts] = await Promise.all([findUserContact(db, candidate.userId), repo.findCandidateParts(db, candidate)]);
  if (!contact) throw AppError.notFound();
  return presentCandidateProfile(candidate, contact, parts, (fileId) => images.url(fileId));
}

/** The session's own candidate, every tab's values (an administrator acting as the candidate sees the same). */
export async function getOwnProfile(deps: Deps, session: SessionUser): Promise<CandidateProfile> {
  const own = await findCandidateByUser(deps.db, session.id);
  // A deactivated candidate cannot use the product as a candidate.
  if (!own || own.isDisabled) throw AppError.notFound('profile.errors.noCandidate');
  return loadProfile(deps.db, own.id, deps.images);
}

/**
 * A candidate as a signed-in viewer may see it: the owner and staff always; a charity representative only when
 * the candidate allows charities to review the profile (and has not withdrawn) or applied to one of the
 * representative's charity's postings. Everyone else is refused.
 */
export async function getCandidateView(deps: Deps, session: SessionUser, candidateId: number, language: Language = 'en'): Promise<CandidateView> {
  const subject = await getCandidateSubject(deps.db, candidateId, session);
  authorize(session, 'candidate.view', subject);
  const candidate = await getCandidate(deps.db, candidateId);
  const [parts, quals] = await Promise.all([repo.findCandidateParts(deps.db, candidate), repo.findQualificationsForView(deps.db, candidate.id)]);
  const resumeAllowed = can(session, 'candidate.read-resume', { ...subject, privacyTypeId: quals.resume?.filePrivacyTypeId ?? null });
  return present(deps.db, candidate, parts, quals, { signedIn: true, resumeAllowed, imageUrl: (fileId) => deps.images.url(fileId), language });
}

/** The public profile: only candidates who allow review (and have not withdrawn); no phone, e-mail or resume. */
export async function getPublicCandidateView(deps: Deps, candidateId: number, language: Language = 'en'): Promise<CandidateView> {
  const candidate = await getCandidate(deps.db, candidateId);
  const parts = await repo.findCandidateParts(deps.db, candidate);
  const prefs = parts.matchingPreferences;
  if (candidate.isDisabled || !prefs?.permissionToViewInformation || prefs.withdrawParticipation) throw AppError.notFound();
  return present(deps.db, candidate, parts, await repo.findQualificationsForView(deps.db, candidate.id), { signedIn: false, resumeAllowed: false, imageUrl: publicImageUrl, language });
}

async function present(
  db: DbOrTx,
  candidate: repo.CandidateRow,
  parts: repo.CandidateParts,
  quals: Awaited<ReturnType<typeof repo.findQualificationsForView>>,
  access: ViewAccess,
) {
  const contact = await findUserContact(db, candidate.userId);
  if (!contact) throw AppError.notFound();
  return presentCandidateView(candidate, contact, parts, quals, access);
}

/** Runs one tab's save in a transaction, records its onboarding step, and answers the reloaded profile. */
async function saveTab(
  deps: Deps,
  session: SessionUser,
  candidateId: number,
  step: number,
  write: (tx: DbOrTx, candidate: repo.CandidateRow) => Promise<boolean>,
  messageKey: (completed: boolean) => string,
  language: Language,
): Promise<CandidateProfileSave> {
  const candidate = await getCandidate(deps.db, candidateId);
  assertOwner(session, candidate);
  const completed = await withReferenceCheck(() =>
    deps.db.transaction(async (tx) => {
      const done = await write(tx, candidate);
      await recordCandidateStep(tx, candidate.id, step, done);
      return done;
    }),
  );
  return { profile: await loadProfile(deps.db, candidate.id, deps.images), stepCompleted: completed, message: translate(messageKey(completed), {}, language) };
}

/** User Information tab (step 1). */
export function updateUserInformation(deps: Deps, session: SessionUser, candidateId: number, input: UserInformationInput, language: Language = 'en') {
  return saveTab(
    deps,
    session,
    candidateId,
    CandidateOnboardingStep.information,
    async (tx, candidate) => {
      await writeUserInformation(tx, candidate.userId, input);
      return informationStepState(tx, candidate.id);
    },
    () => 'profile.success.userInformation',
    language,
  );
}

/** Candidate Details tab (step 1): about is rich text (bold, italic, underline only); 'Other' minority group keeps its text. */
export function updateCandidateDetails(deps: Deps, session: SessionUser, candidateId: number, input: CandidateDetailsInput, language: Language = 'en') {
  return saveTab(
    deps,
    session,
    candidateId,
    CandidateOnboardingStep.information,
    async (tx, candidate) => {
      await repo.updateCandidate(tx, candidate.id, {
        experienceTitle: input.experienceTitle,
        experienceOrganizationName: input.experienceOrganizationName,
        isLookingForPosition: input.isLookingForPosition,
        about: sanitizeRichText(input.about),
        sourceOfIntroductionId: input.sourceOfIntroductionId ?? null,
        sourceOfIntroductionDetails: input.sourceOfIntroductionDetails || null,
        ageGroupId: input.ageGroupId ?? null,
        otherMinorityGroup: input.minorityGroupIds.includes(OtherId.minorityGroup) ? input.otherMinorityGroup || null : null,
        displayEmail: input.displayEmail,
        acceptCommunications: input.acceptCommunications,
      });
      await repo.replaceMinorityGroups(tx, candidate.id, input.minorityGroupIds);
      await repo.replaceSocialMedia(tx, candidate.userId, input.socialMedia);
      return informationStepState(tx, candidate.id);
    },
    () => 'profile.success.candidateDetails',
    language,
  );
}

/** Matching Preferences tab (step 3): skills, focus areas, preferences; reasons and goals sanitised. */
export function updateMatchingPreferences(deps: Deps, session: SessionUser, candidateId: number, input: MatchingPreferencesInput, language: Language = 'en') {
  return saveTab(
    deps,
    session,
    candidateId,
    CandidateOnboardingStep.positionMatching,
    async (tx, candidate) => {
      await repo.upsertMatchingPreferences(tx, candidate.id, {
        candidateBoardExperienceTypeId: input.candidateBoardExperienceTypeId ?? null,
        candidateEmployerVolunteerProgramTypeId: input.candidateEmployerVolunteerProgramTypeId ?? null,
        candidateEmployerVolunteerProgramOther:
          input.candidateEmployerVolunteerProgramTypeId === OtherId.employerVolunteerProgram ? input.candidateEmployerVolunteerProgramOther || null : null,
        otherVolunteerExperience: input.volunteerExperienceTypeIds.includes(OtherId.volunteerExperience) ? input.otherVolunteerExperience || null : null,
        geographicalAreaPreference: input.geographicalAreaPreference || null,
        reasonsAndGoals: sanitizeRichText(input.reasonsAndGoals),
        permissionToViewInformation: input.permissionToViewInformation,
        withdrawParticipation: input.withdrawParticipation,
      });
      await repo.replaceSkills(tx, candidate.id, input.skills);
      await repo.replaceFocusAreas(tx, candidate.id, input.focusAreas);
      await repo.replaceVolunteerExperience(tx, candidate.id, input.volunteerExperienceTypeIds);
      if (input.sourceOfIntroductionId !== undefined) {
        await repo.updateCandidate(tx, candidate.id, {
          sourceOfIntroductionId: input.sourceOfIntroductionId ?? null,
          sourceOfIntroductionDetails: input.sourceOfIntroductionDetails || null,
        });
      }
      return true;
    },
    () => 'profile.success.matchingPreferences',
    language,
  );
}

/** Release Form tab (step 5): saved even when not agreed; the step counts complete only when agreed. */
export function updateReleaseForm(deps: Deps, session: SessionUser, candidateId: number, input: ReleaseFormInput, language: Language = 'en') {
  return saveTab(
    deps,
    session,
    candidateId,
    CandidateOnboardingStep.releaseForm,
    async (tx, candidate) => {
      await repo.updateCandidate(tx, candidate.id, { acceptTermsAndConditions: input.acceptTermsAndConditions });
      // Only the person agrees for themself: staff acting as them save the tab, but no consent is recorded.
      if (input.acceptTermsAndConditions && !candidate.acceptTermsAndConditions && session.actingStaffUserId === null) await recordConsent(tx, candidate.userId, 'release-form');
      return input.acceptTermsAndConditions;
    },
    (completed) => (completed ? 'profile.success.releaseForm' : 'profile.success.releaseFormNotAgreed'),
    language,
  );
}

/** Unlinks a skill or a focus area; a candidate keeps at least one of each. */
export async function unlink(deps: Deps, session: SessionUser, candidateId: number, kind: 'skill' | 'focusArea', itemId: number): Promise<CandidateProfile> {
  const candidate = await getCandidate(deps.db, candidateId);
  assertOwner(session, candidate);
  const result = await deps.db.transaction((tx) => repo.unlinkItem(tx, candidate.id, kind, itemId));
  if (result === 'absent') throw AppError.notFound();
  if (result === 'last') {
    const key = kind === 'skill' ? 'profile.errors.keepSkill' : 'profile.errors.keepFocusArea';
    throw AppError.badRequest(key, [{ path: kind === 'skill' ? 'skills' : 'focusAreas', message: key }], 'LAST_ITEM');
  }
  return loadProfile(deps.db, candidate.id, deps.images);
}

/** The welcome dialog shows while onboarding is incomplete, unless the candidate chose not to see it again. */
export async function getWelcomeStatus(deps: Deps, session: SessionUser, candidateId: number) {
  const candidate = await getCandidate(deps.db, candidateId);
  assertOwner(session, candidate);
  return { showWelcome: !candidate.onboardingComplete && !candidate.welcomeSuppressed };
}

export async function suppressWelcome(deps: Deps, session: SessionUser, candidateId: number) {
  const candidate = await getCandidate(deps.db, candidateId);
  assertOwner(session, candidate);
  await repo.updateCandidate(deps.db, candidate.id, { welcomeSuppressed: true });
  return { showWelcome: false };
}
