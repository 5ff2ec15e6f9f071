import { z } from 'zod';
import { OtherId, PRONOUN_OTHER_ID } from '../constants.ts';
import { addressInputSchema, phoneInputSchema } from './registration.ts';
import { optionalText, personName } from './fields.ts';
import { idSchema, idNumberSchema, addressAnswerSchema, phoneAnswerSchema, namedSchema, totalCappedSchema } from './common.ts';

/*
 * The candidate profile (spec 2, sections 2.1-2.3 and 2.9): the owner's editable profile, the view others
 * may see, the tab updates, onboarding steps and the user profile page.
 */

const optionalRef = idNumberSchema.optional().nullable();

export const candidateIdParamSchema = z.object({ id: idSchema });
export const candidateSkillParamSchema = z.object({ id: idSchema, skillId: idSchema });
export const candidateFocusAreaParamSchema = z.object({ id: idSchema, focusAreaId: idSchema });
/** ?pid= the posting the viewer came from (optional). */
export const candidateViewQuerySchema = z.object({ pid: idSchema.optional() });

// ---- Inputs ---------------------------------------------------------------------------------------

const requiredPhone = phoneInputSchema;
/** The evening phone may be left empty. */
const optionalPhone = z
  .object({ number: z.string().trim().max(30), extension: optionalText(10) })
  .optional()
  .nullable()
  .superRefine((value, ctx) => {
    if (!value || !value.number) return;
    const parsed = phoneInputSchema.safeParse(value);
    if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ ...issue });
  });

/** User information: name, pronoun, phones (Main and optional Evening) and address, as on the registration forms. */
export const userInformationInputSchema = z
  .object({
    firstName: personName,
    lastName: personName,
    pronounId: optionalRef,
    pronounOther: optionalText(100),
    mainPhone: requiredPhone,
    eveningPhone: optionalPhone,
    address: addressInputSchema,
  })
  .superRefine((v, ctx) => {
    if (v.pronounId === PRONOUN_OTHER_ID && !v.pronounOther?.trim()) ctx.addIssue({ code: 'custom', path: ['pronounOther'], message: 'errors.required' });
  });
export type UserInformationInput = z.infer<typeof userInformationInputSchema>;

export const socialMediaLinkInputSchema = z.object({
  socialMediaTypeId: idNumberSchema,
  url: z.string().trim().min(1, 'errors.required').max(500).regex(/^https?:\/\/\S+$/i, 'profile.errors.url'),
});

/** Candidate details: about (rich text), social media, source of introduction, age group, minority groups, e-mail display, communications. */
export const candidateDetailsInputSchema = z
  .object({
    experienceTitle: z.string().trim().min(1, 'errors.required').max(200),
    experienceOrganizationName: z.string().trim().min(1, 'errors.required').max(200),
    isLookingForPosition: z.boolean().default(true),
    about: z.string().max(20_000).optional().nullable(),
    socialMedia: z.array(socialMediaLinkInputSchema).max(20).default([]),
    sourceOfIntroductionId: optionalRef,
    sourceOfIntroductionDetails: optionalText(500),
    ageGroupId: optionalRef,
    minorityGroupIds: z.array(idNumberSchema).max(50).default([]),
    otherMinorityGroup: optionalText(200),
    displayEmail: z.boolean().default(false),
    acceptCommunications: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    const types = v.socialMedia.map((s) => s.socialMediaTypeId);
    if (new Set(types).size !== types.length) ctx.addIssue({ code: 'custom', path: ['socialMedia'], message: 'profile.errors.duplicateSocialMedia' });
  });
export type CandidateDetailsInput = z.infer<typeof candidateDetailsInputSchema>;

/** Matching preferences (onboarding step 3). */
export const matchingPreferencesInputSchema = z
  .object({
    skills: z.array(idNumberSchema).min(1, 'profile.errors.selectSkill').max(100),
    focusAreas: z.array(idNumberSchema).min(1, 'profile.errors.selectFocusArea').max(100),
    candidateBoardExperienceTypeId: optionalRef,
    candidateEmployerVolunteerProgramTypeId: optionalRef,
    candidateEmployerVolunteerProgramOther: optionalText(500),
    volunteerExperienceTypeIds: z.array(idNumberSchema).max(50).default([]),
    otherVolunteerExperience: optionalText(500),
    geographicalAreaPreference: optionalText(500),
    /** Rich text: bold, italic and underline only; the server sanitises it. */
    reasonsAndGoals: z.string().max(20_000).optional().nullable(),
    permissionToViewInformation: z.boolean().default(false),
    withdrawParticipation: z.boolean().default(false),
    /** Kept once, on the candidate; left unchanged when absent. */
    sourceOfIntroductionId: optionalRef,
    sourceOfIntroductionDetails: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (v.volunteerExperienceTypeIds.includes(OtherId.volunteerExperience) && !v.otherVolunteerExperience?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['otherVolunteerExperience'], message: 'profile.errors.pleaseSpecify' });
    }
    if (v.candidateEmployerVolunteerProgramTypeId === OtherId.employerVolunteerProgram && !v.candidateEmployerVolunteerProgramOther?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['candidateEmployerVolunteerProgramOther'], message: 'profile.errors.pleaseSpecify' });
    }
  });
export type MatchingPreferencesInput = z.infer<typeof matchingPreferencesInputSchema>;

export const releaseFormInputSchema = z.object({ acceptTermsAndConditions: z.boolean() });
export type ReleaseFormInput = z.infer<typeof releaseFormInputSchema>;

// ---- The owner's profile ----------------------------------------------------------------------------

export const userInformationSchema = z.object({
  userId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  pronounId: z.number().nullable(),
  pronounOther: z.string().nullable(),
  email: z.string(),
  profileColour: z.string(),
  mainPhone: phoneAnswerSchema.nullable(),
  eveningPhone: phoneAnswerSchema.nullable(),
  address: addressAnswerSchema.nullable(),
});
export type UserInformation = z.infer<typeof userInformationSchema>;

export const socialMediaLinkSchema = z.object({ socialMediaTypeId: z.number(), name: z.string(), url: z.string() });

export const candidateDetailsSchema = z.object({
  experienceTitle: z.string(),
  experienceOrganizationName: z.string(),
  isLookingForPosition: z.boolean(),
  about: z.string().nullable(),
  socialMedia: z.array(socialMediaLinkSchema),
  sourceOfIntroductionId: z.number().nullable(),
  sourceOfIntroductionDetails: z.string().nullable(),
  ageGroupId: z.number().nullable(),
  minorityGroupIds: z.array(z.number()),
  otherMinorityGroup: z.string().nullable(),
  displayEmail: z.boolean(),
  acceptCommunications: z.boolean(),
});
export type CandidateDetails = z.infer<typeof candidateDetailsSchema>;

export const matchingPreferencesSchema = z.object({
  candidateBoardExperienceTypeId: z.number().nullable(),
  candidateEmployerVolunteerProgramTypeId: z.number().nullable(),
  candidateEmployerVolunteerProgramOther: z.string().nullable(),
  volunteerExperienceTypeIds: z.array(z.number()),
  otherVolunteerExperience: z.string().nullable(),
  geographicalAreaPreference: z.string().nullable(),
  reasonsAndGoals: z.string().nullable(),
  permissionToViewInformation: z.boolean(),
  withdrawParticipation: z.boolean(),
});
export type MatchingPreferences = z.infer<typeof matchingPreferencesSchema>;

export const candidateProfileSchema = z.object({
  id: z.number(),
  userId: z.number(),
  onboardingComplete: z.boolean(),
  acceptTermsAndConditions: z.boolean(),
  /** The active picture's URL (signed: only people who may see the profile get it), or null. */
  profileImageUrl: z.string().nullable(),
  /** The chosen background's URL, or null. */
  backgroundImageUrl: z.string().nullable(),
  userInformation: userInformationSchema,
  details: candidateDetailsSchema,
  skills: z.array(namedSchema),
  focusAreas: z.array(namedSchema),
  matchingPreferences: matchingPreferencesSchema,
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;

/** What a tab save answers: the profile, whether its onboarding step now counts complete, and the message to show. */
export const candidateProfileSaveSchema = z.object({ profile: candidateProfileSchema, stepCompleted: z.boolean(), message: z.string() });
export type CandidateProfileSave = z.infer<typeof candidateProfileSaveSchema>;

// ---- The view others see (2.2) ----------------------------------------------------------------------

export const candidateViewSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  /** The pronoun's name, or the candidate's own words for 'Other'. */
  pronoun: z.string().nullable(),
  profileColour: z.string(),
  /** The picture's URL (signed for a signed-in viewer; plain in the public view, served while the profile is public), or null. */
  profileImageUrl: z.string().nullable(),
  backgroundImageUrl: z.string().nullable(),
  currentTitle: z.string().nullable(),
  currentOrganization: z.string().nullable(),
  location: z.object({ city: z.string(), region: z.string().nullable(), country: z.string().nullable() }).nullable(),
  /** Signed-in viewers only. */
  phone: phoneAnswerSchema.nullable(),
  /** Only when the candidate chose to display it, and only to signed-in viewers. */
  email: z.string().nullable(),
  /** Only when the resume's privacy allows this viewer; never in the public view. */
  resume: z.object({ id: z.number(), originalName: z.string() }).nullable(),
  about: z.string().nullable(),
  reasonsAndGoals: z.string().nullable(),
  socialMedia: z.array(socialMediaLinkSchema),
  skills: z.array(namedSchema),
  focusAreas: z.array(namedSchema),
  educations: z.array(
    z.object({
      id: z.number(),
      educationTypeName: z.string(),
      designation: z.string().nullable(),
      institution: z.string(),
      areaOfStudy: z.string().nullable(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
    }),
  ),
  experiences: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      organizationName: z.string(),
      description: z.string().nullable(),
      contractTypeName: z.string().nullable(),
      locationTypeName: z.string().nullable(),
      city: z.string().nullable(),
      region: z.string().nullable(),
      country: z.string().nullable(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
    }),
  ),
});
export type CandidateView = z.infer<typeof candidateViewSchema>;

// ---- Welcome dialog and onboarding -------------------------------------------------------------------

export const welcomeStatusSchema = z.object({ showWelcome: z.boolean() });

export const onboardingReadSchema = z.object({ CandidateId: idNumberSchema, IsDisabled: z.union([z.literal(0), z.literal(1)]).optional() });
export const onboardingCompleteSchema = z.object({ candidateId: idNumberSchema, onboardingId: z.number().int().min(1).max(5), completed: z.boolean() });
export const onboardingSyncSchema = z.object({ candidateId: idNumberSchema });

export const onboardingStepSchema = z.object({
  onboardingId: z.number(),
  name: z.string(),
  completedPercent: z.number(),
  disabled: z.boolean(),
  hidden: z.boolean(),
});
export type OnboardingStepItem = z.infer<typeof onboardingStepSchema>;
export const onboardingStepsSchema = z.object({ items: z.array(onboardingStepSchema), onboardingComplete: z.boolean() });
export type OnboardingSteps = z.infer<typeof onboardingStepsSchema>;

export const staffCandidateSchema = z.object({
  id: z.number(),
  userId: z.number(),
  isDisabled: z.boolean(),
  onboardingComplete: z.boolean(),
  joinDate: z.string(),
  user: z.object({ userName: z.string(), userInformation: z.object({ firstName: z.string(), lastName: z.string() }) }),
  city: z.string().nullable(),
  region: z.string().nullable(),
  skills: z.array(namedSchema),
  focusAreas: z.array(namedSchema),
});
export type StaffCandidate = z.infer<typeof staffCandidateSchema>;
export const staffCandidateListSchema = z.object({ candidates: z.array(staffCandidateSchema), total: z.number(), totalCapped: totalCappedSchema });
export type StaffCandidateList = z.infer<typeof staffCandidateListSchema>;
