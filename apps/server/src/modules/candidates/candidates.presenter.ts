import type { CandidateProfile, CandidateStatus, CandidateView, RegionInUse, RegistrationResult, StaffCandidate } from '@boardmatch/shared';
import { PRONOUN_OTHER_ID, referenceName, type Language } from '@boardmatch/shared';
import type { CandidateParts, CandidateRow } from './candidate-profile.repository.ts';
import type { findQualificationsForView } from './candidate-profile.repository.ts';
import type { CandidateRegionRow, NamedCandidateRow, StaffCandidateRow } from './candidates.repository.ts';
import { presentUserInformation, type UserContact } from '../users/index.ts';

type Qualifications = Awaited<ReturnType<typeof findQualificationsForView>>;

/** An image's URL for this answer's viewer. */
export type ImageUrl = (fileId: number) => string;
const urlOrNull = (imageUrl: ImageUrl, fileId: number | null) => (fileId === null ? null : imageUrl(fileId));

/** The owner's editable profile: every tab's values. imageUrl signs the pictures' URLs. */
export function presentCandidateProfile(candidate: CandidateRow, contact: UserContact, parts: CandidateParts, imageUrl: ImageUrl): CandidateProfile {
  const p = parts.matchingPreferences;
  return {
    id: candidate.id,
    userId: candidate.userId,
    onboardingComplete: candidate.onboardingComplete,
    acceptTermsAndConditions: candidate.acceptTermsAndConditions,
    profileImageUrl: urlOrNull(imageUrl, parts.profileImageId),
    backgroundImageUrl: urlOrNull(imageUrl, candidate.backgroundImageId),
    userInformation: presentUserInformation(contact),
    details: {
      experienceTitle: candidate.experienceTitle,
      experienceOrganizationName: candidate.experienceOrganizationName,
      isLookingForPosition: candidate.isLookingForPosition,
      about: candidate.about,
      socialMedia: parts.socialMedia,
      sourceOfIntroductionId: candidate.sourceOfIntroductionId,
      sourceOfIntroductionDetails: candidate.sourceOfIntroductionDetails,
      ageGroupId: candidate.ageGroupId,
      minorityGroupIds: parts.minorityGroupIds,
      otherMinorityGroup: candidate.otherMinorityGroup,
      displayEmail: candidate.displayEmail,
      acceptCommunications: candidate.acceptCommunications,
    },
    skills: parts.skills,
    focusAreas: parts.focusAreas,
    matchingPreferences: {
      candidateBoardExperienceTypeId: p?.candidateBoardExperienceTypeId ?? null,
      candidateEmployerVolunteerProgramTypeId: p?.candidateEmployerVolunteerProgramTypeId ?? null,
      candidateEmployerVolunteerProgramOther: p?.candidateEmployerVolunteerProgramOther ?? null,
      volunteerExperienceTypeIds: parts.volunteerExperienceTypeIds,
      otherVolunteerExperience: p?.otherVolunteerExperience ?? null,
      geographicalAreaPreference: p?.geographicalAreaPreference ?? null,
      reasonsAndGoals: p?.reasonsAndGoals ?? null,
      permissionToViewInformation: p?.permissionToViewInformation ?? false,
      withdrawParticipation: p?.withdrawParticipation ?? false,
    },
  };
}

export interface ViewAccess {
  /** Signed-in viewers see the phone and, when the candidate allows it, the e-mail. */
  signedIn: boolean;
  /** The resume's privacy allows this viewer. */
  resumeAllowed: boolean;
  /** The viewer's language: skills, causes and pronouns are named in it. */
  language?: Language;
  /** The pictures' URLs: signed for a viewer allowed by the view rule, plain in the public view. */
  imageUrl: ImageUrl;
}

/** What another person may see of a candidate (spec 2.2). Never the resume, phone or e-mail in the public view. */
export function presentCandidateView(candidate: CandidateRow, contact: UserContact, parts: CandidateParts, quals: Qualifications, access: ViewAccess): CandidateView {
  const current = quals.experiences.find((e) => !e.endDate);
  const pronoun = contact.pronounId === PRONOUN_OTHER_ID ? (contact.pronounOther ?? null) : contact.pronounName ? referenceName('pronouns', contact.pronounName, access.language ?? 'en') : null;
  return {
    id: candidate.id,
    firstName: contact.firstName,
    lastName: contact.lastName,
    pronoun,
    profileColour: contact.profileColour,
    profileImageUrl: urlOrNull(access.imageUrl, parts.profileImageId),
    backgroundImageUrl: urlOrNull(access.imageUrl, candidate.backgroundImageId),
    currentTitle: current?.title ?? candidate.experienceTitle ?? null,
    currentOrganization: current?.organizationName ?? candidate.experienceOrganizationName ?? null,
    location: contact.address ? { city: contact.address.city, region: contact.address.region, country: contact.address.country } : null,
    phone: access.signedIn ? contact.mainPhone : null,
    email: access.signedIn && candidate.displayEmail ? (contact.email ?? contact.userName) : null,
    resume: access.resumeAllowed && quals.resume ? { id: quals.resume.id, originalName: quals.resume.originalName } : null,
    about: candidate.about,
    reasonsAndGoals: parts.matchingPreferences?.reasonsAndGoals ?? null,
    socialMedia: parts.socialMedia,
    skills: parts.skills.map((s) => ({ ...s, name: referenceName('skills', s.name, access.language ?? 'en') })),
    focusAreas: parts.focusAreas.map((f) => ({ ...f, name: referenceName('focus-areas', f.name, access.language ?? 'en') })),
    educations: quals.educations,
    experiences: quals.experiences,
  };
}

/** A row of the staff Candidates table, with the candidate's skills and focus areas. */
export function presentStaffCandidate(r: StaffCandidateRow, skillRows: NamedCandidateRow[], focusRows: NamedCandidateRow[], language: Language = 'en'): StaffCandidate {
  return {
    id: r.id,
    userId: r.userId,
    isDisabled: r.isDisabled,
    onboardingComplete: r.onboardingComplete,
    joinDate: r.joinDate.toISOString(),
    user: { userName: r.userName, userInformation: { firstName: r.firstName, lastName: r.lastName } },
    city: r.city,
    region: r.region,
    skills: skillRows.filter((s) => s.candidateId === r.id).map(({ id, name }) => ({ id, name: referenceName('skills', name, language) })),
    focusAreas: focusRows.filter((s) => s.candidateId === r.id).map(({ id, name }) => ({ id, name: referenceName('focus-areas', name, language) })),
  };
}

/** A province or state candidates live in (the staff list's Province filter). */
export function presentRegionInUse(row: CandidateRegionRow): RegionInUse {
  return { id: row.id, name: row.name, abbreviation: row.abbreviation, countryId: row.countryId };
}

/** Whether a candidate is deactivated. */
export function presentCandidateStatus(candidateId: number, isDisabled: boolean): CandidateStatus {
  return { id: candidateId, isDisabled };
}

/** A registered candidate: their account and candidate record. */
export function presentCandidateRegistration(user: { id: number; userName: string; userInformationId: number }, candidateId: number): RegistrationResult {
  return { user: { id: user.id, userName: user.userName, userInformation: { id: user.userInformationId } }, candidate: { id: candidateId } };
}
